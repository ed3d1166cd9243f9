import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** The UI flags of presentation-content.md §4: which sidebar or panel is open (one at a time, each with the overlay). */
export type OpenPanel = "microcart" | "language" | "search" | "menu" | "change-password" | null;

interface UiFlags {
  open: OpenPanel;
  show: (panel: Exclude<OpenPanel, null>) => void;
  close: () => void;
}

const UiFlagsContext = createContext<UiFlags | null>(null);

export function UiFlagsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenPanel>(null);
  const show = useCallback((panel: Exclude<OpenPanel, null>) => setOpen(panel), []);
  const close = useCallback(() => setOpen(null), []);
  const value = useMemo(() => ({ open, show, close }), [open, show, close]);
  return <UiFlagsContext.Provider value={value}>{children}</UiFlagsContext.Provider>;
}

export function useUiFlags(): UiFlags {
  const value = useContext(UiFlagsContext);
  if (value === null) throw new Error("useUiFlags outside UiFlagsProvider");
  return value;
}
