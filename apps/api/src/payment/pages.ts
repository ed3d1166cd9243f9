/** The simulator's server-rendered pages: plain HTML forms, no script, so any browser (or a test's form post) drives them. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – payment provider (simulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{margin:.5rem .5rem 0 0;padding:.6rem 1.2rem}label{display:block;margin:1rem 0 .3rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export interface PageOrder {
  orderId: string;
  amount: string;
}

const summary = (order: PageOrder) => `<p>Order <strong>${escapeHtml(order.orderId)}</strong>: <strong>${escapeHtml(order.amount)}</strong></p>`;

/** iDEAL: choose the bank (unless the shop sent one), then approve or cancel in the bank. */
export function idealPage(order: PageOrder, action: string, banks: readonly { id: string; name: string }[], issuer: string | undefined): string {
  const choice =
    issuer === undefined
      ? `<label for="issuer">Choose your bank</label><select id="issuer" name="issuer" required>${banks.map((bank) => `<option value="${escapeHtml(bank.id)}">${escapeHtml(bank.name)}</option>`).join("")}</select>`
      : `<input type="hidden" name="issuer" value="${escapeHtml(issuer)}"><p>Bank: ${escapeHtml(banks.find((bank) => bank.id === issuer)?.name ?? issuer)}</p>`;
  return page(
    "iDEAL",
    `${summary(order)}<form method="post" action="${escapeHtml(action)}">${choice}
<div><button type="submit" name="decision" value="approve">Approve payment</button><button type="submit" name="decision" value="cancel">Cancel</button></div></form>`,
  );
}

/** The card's 3-D Secure challenge: the bank asks the cardholder to confirm. */
export function challengePage(order: PageOrder, action: string): string {
  return page(
    "3-D Secure",
    `${summary(order)}<p>Your bank asks you to confirm this payment.</p><form method="post" action="${escapeHtml(action)}">
<button type="submit" name="decision" value="approve">Confirm</button><button type="submit" name="decision" value="refuse">Refuse</button></form>`,
  );
}

/** Riverty (pay afterwards): accept the terms or decline. */
export function rivertyPage(order: PageOrder, action: string): string {
  return page(
    "Riverty – pay afterwards",
    `${summary(order)}<p>Pay within 14 days after delivery.</p><form method="post" action="${escapeHtml(action)}">
<button type="submit" name="decision" value="approve">Accept and pay later</button><button type="submit" name="decision" value="cancel">Decline</button></form>`,
  );
}

export function errorPage(message: string): string {
  return page("Payment", `<p>${escapeHtml(message)}</p>`);
}
