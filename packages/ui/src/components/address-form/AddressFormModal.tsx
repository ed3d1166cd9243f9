import { useTranslate } from "../../text/text-context";
import { Modal } from "../modal-host/Modal";
import { AddressForm, type AddressFormProps } from "./AddressForm";

export interface AddressFormModalProps extends Omit<AddressFormProps, "onCancel"> {
  /** Close button, backdrop, Escape and Cancel. */
  onClose: () => void;
}

/**
 * The address form in a centred modal (commerce-core.md §2 "account addresses" modal): titled
 * 'Edit address' with an address to edit, else 'Add address'. Render it while open (e.g. from
 * `ModalHost`'s `render` for the name "account-addresses", or on its own).
 */
export function AddressFormModal({ onClose, ...form }: AddressFormModalProps) {
  const t = useTranslate();
  return (
    <Modal title={form.initial ? t("Edit address") : t("Add address")} onClose={onClose} size="small">
      <AddressForm {...form} onCancel={onClose} />
    </Modal>
  );
}
