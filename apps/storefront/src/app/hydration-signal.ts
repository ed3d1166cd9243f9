// The moment the server's HTML became the live page. Anything that changes what is rendered
// from browser-only state (the restored cart, a notification) waits for it: changed earlier,
// the first client render would differ from the server's HTML (a hydration mismatch).
let markDone: (() => void) | undefined;
const done = new Promise<undefined>((resolve) => {
  markDone = () => resolve(undefined);
});

/** Called once by the store view's root after its first commit in the browser. */
export function markHydrated(): void {
  document.documentElement.dataset["hydrated"] = "";
  markDone?.();
}

export function whenHydrated(): Promise<undefined> {
  return done;
}
