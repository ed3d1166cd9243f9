import type { ReactNode } from "react";
import { Modal, type ModalProps } from "./Modal";
import type { OpenModal } from "./rules/modal-stack";

export interface ModalContent {
  title: ReactNode;
  body: ReactNode;
  size?: ModalProps["size"];
}

export interface ModalHostProps<P> {
  /** Open modals, bottom first (from `reduceModals`/`useModals` or the app's store). */
  modals: readonly OpenModal<P>[];
  /** What a named modal shows for its payload; null for a name the app does not know. */
  render: (modal: OpenModal<P>) => ModalContent | null;
  onClose: (name: string) => void;
}

/** Renders every open modal centred, later ones on top (presentation-content.md §2 "Modals"). */
export function ModalHost<P>({ modals, render, onClose }: ModalHostProps<P>) {
  return (
    <>
      {modals.map((modal, index) => {
        const content = render(modal);
        if (!content) return null;
        return (
          <Modal
            key={modal.key}
            title={content.title}
            size={content.size}
            level={index}
            topmost={index === modals.length - 1}
            onClose={() => onClose(modal.name)}
          >
            {content.body}
          </Modal>
        );
      })}
    </>
  );
}
