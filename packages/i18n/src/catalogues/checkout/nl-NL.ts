import type { CheckoutMessageKey } from "../../checkout-messages";

/** Dutch checkout texts (informal "je", like the rest of nl-NL). */
export const checkoutNlNL: Readonly<Record<CheckoutMessageKey, string>> = {
  Checkout: "Afrekenen",
  "Checkout progress": "Voortgang afrekenen",
  "Step {{current}} of {{total}}": "Stap {{current}} van {{total}}",
  Completed: "Afgerond",
  Continue: "Verder",
  "Save address": "Adres opslaan",
  "Billing address": "Factuuradres",
  "My billing address is the same as my shipping address": "Mijn factuuradres is hetzelfde als mijn verzendadres",
  "No payment methods are available": "Er zijn geen betaalmethoden beschikbaar",
  "Choose your bank": "Kies je bank",
  "Same as shipping address": "Zelfde als verzendadres",
  "Place order": "Bestelling plaatsen",
  "Thank you for your order!": "Bedankt voor je bestelling!",
  "We have sent an order confirmation to {{email}}.": "We hebben een orderbevestiging gestuurd naar {{email}}.",
  "Your order has been saved and will be sent as soon as you are back online.": "Je bestelling is bewaard en wordt verstuurd zodra je weer online bent.",
  "We are checking your payment…": "We controleren je betaling…",
  "What happens next?": "Wat gebeurt er nu?",
  "You will receive an order confirmation by e-mail.": "Je ontvangt een orderbevestiging per e-mail.",
  "We will let you know as soon as your order has been shipped.": "We laten je weten zodra je bestelling is verzonden.",
  "Your payment was not completed. Your shopping cart has been kept, so you can try again or choose another payment method.":
    "Je betaling is niet voltooid. Je winkelwagen is bewaard, dus je kunt het opnieuw proberen of een andere betaalmethode kiezen.",
  "Choose another payment method": "Kies een andere betaalmethode",
  "Back to shopping cart": "Terug naar winkelwagen",
  "Orders waiting to be sent": "Bestellingen die nog verstuurd moeten worden",
  "You placed these orders while you were offline. Do you want to send them now?": "Je hebt deze bestellingen geplaatst terwijl je offline was. Wil je ze nu versturen?",
  "Send orders": "Bestellingen versturen",
  "Not now": "Nu niet",
};
