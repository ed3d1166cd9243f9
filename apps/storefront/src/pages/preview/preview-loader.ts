import { data } from "react-router-dom";
import type { LoaderDeps } from "../../app/loader-deps";

/**
 * The preview routes' loader: no data (the draft loads in the browser), only `no-store`, which
 * the server keeps and which keeps the page out of the output cache.
 */
export function previewNoStore(_deps: LoaderDeps) {
  return async () => data(null, { headers: { "Cache-Control": "no-store" } });
}
