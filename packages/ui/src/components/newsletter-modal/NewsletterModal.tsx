import { useTranslate } from "../../text/text-context";
import { Modal } from "../modal-host/Modal";
import { NewsletterForm, type NewsletterFormProps } from "../newsletter-form/NewsletterForm";

export interface NewsletterModalProps extends Omit<NewsletterFormProps, "className"> {
  /** Shown when told: the app opens it 8 s after load, once per browser (@shop/cms, §2/§9). */
  open: boolean;
  onClose: () => void;
  /** The content service's newsletter title and subtitle; the defaults are ours. */
  title?: string;
  subtitle?: string;
}

/**
 * The newsletter modal (presentation-content.md §2 modals "newsletter"; "opens automatically
 * 8 seconds after load, once per browser", a rule of the app's state, not of this view): the
 * §4 newsletter form under a title and subtitle.
 */
export function NewsletterModal({ open, onClose, title, subtitle, ...form }: NewsletterModalProps) {
  const t = useTranslate();
  if (!open) return null;
  return (
    <Modal title={title ?? t("Get 10% off with our newsletter")} onClose={onClose} size="small">
      <div className="shop-newsletter-modal">
        <p className="shop-newsletter-modal__subtitle">{subtitle ?? t("Subscribe and be the first to hear about new arrivals and offers.")}</p>
        <NewsletterForm {...form} />
      </div>
    </Modal>
  );
}
