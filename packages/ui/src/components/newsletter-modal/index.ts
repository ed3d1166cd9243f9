export { NewsletterModal, type NewsletterModalProps } from "./NewsletterModal";
