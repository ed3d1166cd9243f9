/**
 * Where packages log what the spec says is "logged" (search failures, missing tax country,
 * swallowed stock failures, storage errors). The app passes one through the thunk `extra`.
 */
export interface Logger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

/** The default: the console, each line prefixed with the package's scope, e.g. "[stock]". */
export function consoleLogger(scope: string): Logger {
  const prefix = `[${scope}]`;
  const detail = (details: unknown) => (details instanceof Error ? details.message : details);
  return {
    warn: (message, details) => (details === undefined ? console.warn(prefix, message) : console.warn(prefix, message, detail(details))),
    error: (message, details) => (details === undefined ? console.error(prefix, message) : console.error(prefix, message, detail(details))),
  };
}

/** The extra's logger, else the console under `scope`. */
export function loggerOf(extra: { logger?: Logger | undefined }, scope: string): Logger {
  return extra.logger ?? consoleLogger(scope);
}
