import type { OrderReply } from "@shop/checkout";
import type { Services } from "../services";

/**
 * The order confirmation mail, sent once per placed order (not for a replay). A mail that
 * cannot be sent is logged: the order is placed and its reply must reach the shopper.
 */
export async function sendOrderConfirmation(services: Services, input: { to: string; reply: OrderReply; currency: string }): Promise<void> {
  const { reply } = input;
  try {
    await services.mailer.send({
      to: input.to,
      subject: `Your order ${reply.orderNumber}`,
      text: `Thank you for your order ${reply.orderNumber} of ${reply.created_at}. Total: ${reply.grand_total.toFixed(2)} ${input.currency}. We will let you know when it ships.`,
      data: { orderNumber: reply.orderNumber, orderId: reply.order_id },
    });
  } catch (error) {
    services.log(`order ${reply.orderNumber}: the confirmation mail could not be sent`, error);
  }
}
