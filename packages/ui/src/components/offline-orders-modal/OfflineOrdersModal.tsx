import { useTranslate } from "../../text/text-context";
import type { StepError } from "../../internal/step-submit";
import { Modal } from "../modal-host/Modal";
import { Spinner } from "../spinner/Spinner";

/** An order placed offline that waits to be sent (an untransmitted order task), formatted by the app. */
export interface OfflineOrder {
  /** The order's client id (its idempotency key). */
  id: string;
  /** When it was placed, formatted (commerce-core.md §9 date formats). */
  placedAt: string;
  /** Number of items. */
  itemCount: number;
  /** Formatted grand total. */
  total: string;
}

export interface OfflineOrdersModalProps {
  orders: readonly OfflineOrder[];
  /** Send them now. */
  onConfirm: () => void;
  /** 'Not now', the close button, Escape or the backdrop: the orders stay queued and the shopper is asked again next time. */
  onCancel: () => void;
  sending?: boolean;
  /** Sending failed (an i18n key, e.g. 'Error placing an order'); the orders stay queued. */
  error?: StepError | null;
}

/** The modal's title: an i18n key, for a `ModalHost` render of the "order-confirmation" modal. */
export const OFFLINE_ORDERS_TITLE = "Orders waiting to be sent";

export type OfflineOrdersProps = OfflineOrdersModalProps;

/**
 * The body of the offline orders question, for the app's `ModalHost` ("order-confirmation",
 * presentation-content.md §2 Modals): `{ title: t(OFFLINE_ORDERS_TITLE), body: <OfflineOrders …/>, size: "small" }`.
 */
export function OfflineOrders({ orders, onConfirm, onCancel, sending = false, error = null }: OfflineOrdersProps) {
  const t = useTranslate();
  const message = error === null ? null : typeof error === "string" ? { key: error } : error;
  return (
    <div className="shop-offline-orders" aria-busy={sending || undefined}>
      <p className="shop-offline-orders__text">{t("You placed these orders while you were offline. Do you want to send them now?")}</p>
      <ul className="shop-offline-orders__list">
        {orders.map((order) => (
          <li key={order.id} className="shop-offline-orders__order">
            <dl className="shop-offline-orders__facts">
              <div>
                <dt>{t("Date")}</dt>
                <dd>{order.placedAt}</dd>
              </div>
              <div>
                <dt>{t("Items")}</dt>
                <dd>{order.itemCount}</dd>
              </div>
              <div>
                <dt>{t("Total")}</dt>
                <dd>{order.total}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div role="alert">{message && !sending && <p className="shop-form-field__error">{t(message.key, message.values)}</p>}</div>
      <div className="shop-offline-orders__actions">
        <button
          type="button"
          className="shop-button"
          aria-disabled={sending || undefined}
          aria-busy={sending || undefined}
          onClick={() => {
            if (!sending) onConfirm();
          }}
        >
          {sending && <Spinner size={18} />}
          <span>{t("Send orders")}</span>
        </button>
        <button type="button" className="shop-button shop-button--secondary" onClick={onCancel}>
          {t("Not now")}
        </button>
      </div>
    </div>
  );
}

/**
 * The order-confirmation modal of commerce-core.md §4 Network tasks: back online, with
 * automatic transmission off and not on the thank-you page, the orders placed offline are
 * listed and the shopper confirms sending them. Cancelling keeps them: the spec does not say
 * a refusal deletes an order the shopper placed, so nothing is thrown away without a word;
 * they are offered again the next time the connection returns.
 */
export function OfflineOrdersModal(props: OfflineOrdersModalProps) {
  const t = useTranslate();
  return (
    <Modal title={t(OFFLINE_ORDERS_TITLE)} onClose={props.onCancel} size="small">
      <OfflineOrders {...props} />
    </Modal>
  );
}
