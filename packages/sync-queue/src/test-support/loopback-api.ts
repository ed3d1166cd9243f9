import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/api/ext/shop/me?token=abc". */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export type LoopbackReply =
  | { status?: number; contentType?: string; headers?: Record<string, string>; body: string }
  /** Close the socket without a reply (a lost reply). */
  | "drop";

export type LoopbackHandler = (request: RecordedRequest) => LoopbackReply | Promise<LoopbackReply>;

/** A JSON envelope reply. */
export function json(body: unknown, status = 200): LoopbackReply {
  return { status, contentType: "application/json; charset=utf-8", body: JSON.stringify(body) };
}

export interface LoopbackApi {
  url: string;
  requests: RecordedRequest[];
  /** The recorded requests to `path` (without the query), in order. */
  requestsTo(path: string): RecordedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 (random port) that records requests; tests close it. */
export async function startLoopbackApi(handler: LoopbackHandler): Promise<LoopbackApi> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const parsed = new URL(req.url ?? "/", "http://127.0.0.1");
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        url: req.url ?? "/",
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: text.length > 0 ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then((reply) => {
        if (reply === "drop") {
          req.socket.destroy();
          return;
        }
        res.writeHead(reply.status ?? 200, { ...reply.headers, ...(reply.contentType && { "content-type": reply.contentType }) });
        res.end(reply.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (path) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
