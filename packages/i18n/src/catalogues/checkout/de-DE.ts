import type { CheckoutMessageKey } from "../../checkout-messages";

/** German checkout texts (formal "Sie", like the rest of de-DE). */
export const checkoutDeDE: Readonly<Record<CheckoutMessageKey, string>> = {
  Checkout: "Kasse",
  "Checkout progress": "Fortschritt der Bestellung",
  "Step {{current}} of {{total}}": "Schritt {{current}} von {{total}}",
  Completed: "Erledigt",
  Continue: "Weiter",
  "Save address": "Adresse speichern",
  "Billing address": "Rechnungsadresse",
  "My billing address is the same as my shipping address": "Meine Rechnungsadresse entspricht meiner Lieferadresse",
  "No payment methods are available": "Es sind keine Zahlungsarten verfügbar",
  "Choose your bank": "Wählen Sie Ihre Bank",
  "Same as shipping address": "Wie Lieferadresse",
  "Place order": "Zahlungspflichtig bestellen",
  "Thank you for your order!": "Vielen Dank für Ihre Bestellung!",
  "We have sent an order confirmation to {{email}}.": "Wir haben eine Bestellbestätigung an {{email}} gesendet.",
  "Your order has been saved and will be sent as soon as you are back online.": "Ihre Bestellung wurde gespeichert und wird gesendet, sobald Sie wieder online sind.",
  "We are checking your payment…": "Wir prüfen Ihre Zahlung…",
  "What happens next?": "Wie geht es weiter?",
  "You will receive an order confirmation by e-mail.": "Sie erhalten eine Bestellbestätigung per E-Mail.",
  "We will let you know as soon as your order has been shipped.": "Wir benachrichtigen Sie, sobald Ihre Bestellung versandt wurde.",
  "Your payment was not completed. Your shopping cart has been kept, so you can try again or choose another payment method.":
    "Ihre Zahlung wurde nicht abgeschlossen. Ihr Warenkorb ist erhalten geblieben, Sie können es erneut versuchen oder eine andere Zahlungsart wählen.",
  "Choose another payment method": "Andere Zahlungsart wählen",
  "Back to shopping cart": "Zurück zum Warenkorb",
  "Orders waiting to be sent": "Bestellungen, die noch gesendet werden müssen",
  "You placed these orders while you were offline. Do you want to send them now?": "Sie haben diese Bestellungen offline aufgegeben. Möchten Sie sie jetzt senden?",
  "Send orders": "Bestellungen senden",
  "Not now": "Nicht jetzt",
};
