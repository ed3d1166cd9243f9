import type { LoopbackReply } from "./loopback-api";

/** A proxy's page for an upstream that is down (not the back end's envelope). */
export const BAD_GATEWAY: LoopbackReply = { status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" };
/** A maintenance page answered for every call. */
export const MAINTENANCE: LoopbackReply = { status: 503, contentType: "text/html", body: "<h1>Down for maintenance</h1>" };
