export { ModalHost, type ModalHostProps, type ModalContent } from "./ModalHost";
export { Modal, type ModalProps } from "./Modal";
export { useModals, type ModalsControl } from "./use-modals";
export {
  reduceModals,
  INITIAL_MODALS,
  MODAL_NAMES,
  type ModalsMode,
  type ModalsState,
  type ModalsAction,
  type OpenModal,
} from "./rules/modal-stack";
