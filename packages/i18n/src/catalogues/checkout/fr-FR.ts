import type { CheckoutMessageKey } from "../../checkout-messages";

/** French checkout texts (formal "vous"; a narrow no-break space before ! ? :, like the rest of fr-FR). */
export const checkoutFrFR: Readonly<Record<CheckoutMessageKey, string>> = {
  Checkout: "Finaliser la commande",
  "Checkout progress": "Progression de la commande",
  "Step {{current}} of {{total}}": "Étape {{current}} sur {{total}}",
  Completed: "Terminé",
  Continue: "Continuer",
  "Save address": "Enregistrer l'adresse",
  "Billing address": "Adresse de facturation",
  "My billing address is the same as my shipping address": "Mon adresse de facturation est identique à mon adresse de livraison",
  "No payment methods are available": "Aucun moyen de paiement n'est disponible",
  "Choose your bank": "Choisissez votre banque",
  "Same as shipping address": "Identique à l'adresse de livraison",
  "Place order": "Passer la commande",
  "Thank you for your order!": "Merci pour votre commande\u202f!",
  "We have sent an order confirmation to {{email}}.": "Nous avons envoyé une confirmation de commande à {{email}}.",
  "Your order has been saved and will be sent as soon as you are back online.": "Votre commande a été enregistrée et sera envoyée dès que vous serez de nouveau en ligne.",
  "We are checking your payment…": "Nous vérifions votre paiement…",
  "What happens next?": "Et maintenant\u202f?",
  "You will receive an order confirmation by e-mail.": "Vous recevrez une confirmation de commande par e-mail.",
  "We will let you know as soon as your order has been shipped.": "Nous vous préviendrons dès que votre commande aura été expédiée.",
  "Your payment was not completed. Your shopping cart has been kept, so you can try again or choose another payment method.":
    "Votre paiement n'a pas abouti. Votre panier a été conservé\u202f: vous pouvez réessayer ou choisir un autre moyen de paiement.",
  "Choose another payment method": "Choisir un autre moyen de paiement",
  "Back to shopping cart": "Retour au panier",
  "Orders waiting to be sent": "Commandes en attente d'envoi",
  "You placed these orders while you were offline. Do you want to send them now?": "Vous avez passé ces commandes hors ligne. Voulez-vous les envoyer maintenant\u202f?",
  "Send orders": "Envoyer les commandes",
  "Not now": "Pas maintenant",
};
