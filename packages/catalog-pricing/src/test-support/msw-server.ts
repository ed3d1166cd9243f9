import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** One MSW server for a test file: unhandled requests fail the test, handlers reset after each. */
export function useMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}
