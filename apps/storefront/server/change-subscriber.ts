import { createParser } from "eventsource-parser";
import { setTimeout as delay } from "node:timers/promises";
import { z } from "zod";
import type { OutputCache } from "./output-cache";

const changeSchema = z.object({ tags: z.array(z.string().min(1)).max(10_000) });

export interface ChangeSubscriber {
  /** Resolves once the first stream is open (tests wait for it). */
  ready: Promise<void>;
  stop(): void;
}

/**
 * Listens to the back end's change feed (`GET {api}/api/changes`, server-sent events) and drops
 * the cached pages a change concerns. Reconnects with a growing pause (1 s … 30 s) when the
 * back end is away; a malformed event is logged and skipped, never applied.
 */
export function subscribeToChanges(options: { apiUrl: string; cache: OutputCache; log?: (message: string) => void }): ChangeSubscriber {
  const { apiUrl, cache, log = (message) => console.warn(`[storefront] ${message}`) } = options;
  const controller = new AbortController();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const run = async () => {
    let pause = 1000;
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(`${apiUrl.replace(/\/+$/, "")}/api/changes`, { signal: controller.signal, headers: { accept: "text/event-stream" } });
        if (!response.ok || response.body === null) throw new Error(`HTTP ${response.status}`);
        pause = 1000;
        markReady();
        const parser = createParser({
          onEvent: (event) => {
            if (event.event !== "change") return;
            let tags: string[];
            try {
              tags = changeSchema.parse(JSON.parse(event.data)).tags;
            } catch (error) {
              log(`a change event that does not fit its schema was skipped: ${error instanceof Error ? error.message : String(error)}`);
              return;
            }
            void cache.invalidate(tags).catch((error: unknown) => log(`dropping pages of ${tags.join(", ")} failed: ${String(error)}`));
          },
        });
        const decoder = new TextDecoder();
        for await (const chunk of response.body) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
      } catch (error) {
        if (controller.signal.aborted) return;
        log(`the change feed of ${apiUrl} is not reachable (${error instanceof Error ? error.message : String(error)}); retrying in ${pause / 1000} s`);
      }
      await delay(pause, undefined, { signal: controller.signal }).catch(() => undefined);
      pause = Math.min(pause * 2, 30_000);
    }
  };
  void run();
  return { ready, stop: () => controller.abort() };
}
