// The browser half: puts server HTML in the page, hydrates it and lists everything that went
// wrong. Used by the story test and by its own test (hydrate.test.tsx).
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { consoleLine } from "./console-line";
import { HydrationProbe } from "./probe";

export interface HydrateOptions {
  /** Animation frames to keep listening after hydration has committed (effects, their re-renders, observers). */
  settleFrames?: number;
  /** How long hydration may take to commit before it counts as a problem. */
  commitTimeoutMs?: number;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function frames(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) await nextFrame();
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // React 19 puts the server/client diff of a hydration mismatch in the message.
  return error.message;
}

function describeNode(node: Node | null | undefined): string {
  if (!(node instanceof Element)) return node?.nodeName ?? "?";
  const classes = [...node.classList].map((name) => `.${name}`).join("");
  return `${node.localName}${classes}`;
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: readonly { node?: Node | null }[];
}

/**
 * Inserts `html` (the server render of `children`) into a fresh container, lets Chromium lay
 * it out, then hydrates it with `children` and reports, as one line each: React's recoverable
 * errors (hydration mismatches), caught and uncaught render errors, console.error and
 * console.warn calls, uncaught errors and rejections, and layout shifts (something the shopper
 * saw moving when the client's first renders replaced the server's layout). Unmounts after.
 */
export async function hydrateServerHtml(html: string, children: ReactNode, options: HydrateOptions = {}): Promise<string[]> {
  const { settleFrames = 3, commitTimeoutMs = 5000 } = options;
  const problems: string[] = [];
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  // Paint the server's HTML first, as a browser would before the scripts run.
  await frames(2);

  const shiftEntries: PerformanceEntry[] = [];
  const shifts = new PerformanceObserver((list) => shiftEntries.push(...list.getEntries()));
  shifts.observe({ type: "layout-shift" });
  const { error, warn } = console;
  console.error = (...args: unknown[]) => problems.push(`console.error: ${consoleLine(args)}`);
  console.warn = (...args: unknown[]) => problems.push(`console.warn: ${consoleLine(args)}`);
  const onError = (event: ErrorEvent) => problems.push(`uncaught: ${describeError(event.error ?? event.message)}`);
  const onRejection = (event: PromiseRejectionEvent) => problems.push(`unhandled rejection: ${describeError(event.reason)}`);
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);

  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    // Settled when the probe's effect runs, or when an uncaught error leaves nothing to commit.
    const committed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), commitTimeoutMs);
      const settle = () => {
        clearTimeout(timer);
        resolve(true);
      };
      root = hydrateRoot(container, <HydrationProbe onCommit={settle}>{children}</HydrationProbe>, {
        onRecoverableError: (thrown) => problems.push(`recoverable error: ${describeError(thrown)}`),
        onCaughtError: (thrown) => problems.push(`caught error: ${describeError(thrown)}`),
        onUncaughtError: (thrown) => {
          problems.push(`uncaught error: ${describeError(thrown)}`);
          settle();
        },
      });
    });
    if (!(await committed)) problems.push(`hydration did not commit within ${commitTimeoutMs} ms`);
    await frames(settleFrames);
    for (const entry of [...shiftEntries, ...shifts.takeRecords()] as LayoutShift[]) {
      if (entry.hadRecentInput || entry.value === 0) continue;
      const moved = entry.sources.map((source) => describeNode(source.node)).join(", ");
      problems.push(`layout shift after hydration (${entry.value.toFixed(4)}): ${moved}`);
    }
  } finally {
    shifts.disconnect();
    console.error = error;
    console.warn = warn;
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
    root?.unmount();
    container.remove();
  }
  return problems;
}
