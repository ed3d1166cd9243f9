import type { Clock } from "@shop/core";

/** A storage operation that did not settle in time (commerce-core.md §9 cache timeouts). */
export class StorageTimeoutError extends Error {
  constructor(operation: string, ms: number) {
    super(`Storage ${operation} did not answer within ${ms} ms`);
    this.name = "StorageTimeoutError";
  }
}

/** Settles like `promise`, or rejects with `StorageTimeoutError` after `ms` on the clock. */
export function withTimeout<T>(promise: Promise<T>, ms: number, clock: Clock, operation: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new StorageTimeoutError(operation, ms)), ms);
    promise.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
