import { ModalHost, useModals, type ModalContent } from "@shop/ui";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useShop } from "../app/shop-context";

/** Opens and closes modals by name (presentation-content.md §2 Modals: size guide, terms, …). */
export interface ShopModals {
  open: (name: string, content: ModalContent) => void;
  close: (name: string) => void;
}

interface ModalsValue extends ShopModals {
  host: ReactNode;
}

const ModalsContext = createContext<ModalsValue | null>(null);

/**
 * The modal host's state: the reading `ShopConfig.modals.mode` names ("stack", the default,
 * keeps several open and reopens an open one with its new payload; "single" closes the open
 * one first). A modal's payload is what it shows.
 */
export function ShopModalsProvider({ children }: { children: ReactNode }) {
  const { config } = useShop();
  const control = useModals<ModalContent>(config.modals.mode);
  const value = useMemo<ModalsValue>(
    () => ({
      open: control.open,
      close: control.close,
      host: <ModalHost modals={control.modals} render={(modal) => modal.payload} onClose={control.close} />,
    }),
    [control],
  );
  return <ModalsContext.Provider value={value}>{children}</ModalsContext.Provider>;
}

export function useShopModals(): ShopModals {
  const value = useContext(ModalsContext);
  if (value === null) throw new Error("useShopModals outside ShopModalsProvider");
  return value;
}

/** The open modals, for the layout's modals slot. */
export function ShopModalHost() {
  const value = useContext(ModalsContext);
  return value === null ? null : <>{value.host}</>;
}
