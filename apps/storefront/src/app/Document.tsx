import type { ReactNode } from "react";

/** What the server's build knows about the browser bundle (from Vite's manifest). */
export interface DocumentAssets {
  /** The entry script. */
  script: string;
  styles: readonly string[];
  /**
   * Chunks the entry imports at once. Not preloaded in the head: there they would take the
   * bandwidth the render-blocking stylesheet needs first (the entry script loads them itself).
   */
  preloads: readonly string[];
}

/** The JSON a page hands its browser: the store's hydrated slices, the router's data, the public settings and assets. */
export const STATE_SCRIPT_ID = "shop-state";
export const ROUTER_SCRIPT_ID = "shop-router";
export const SETTINGS_SCRIPT_ID = "shop-settings";

export interface DocumentProps {
  lang: string;
  assets: DocumentAssets;
  /** The three JSON texts, escaped for a script element (`serializeShopState`'s escaping). */
  stateJson: string;
  routerJson: string;
  settingsJson: string;
  children: ReactNode;
}

function JsonScript({ id, json }: { id: string; json: string }) {
  return <script id={id} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The whole page: React renders `<html>` on the server and hydrates the document in the
 * browser, so per-page `<title>`, meta and links hoist into `<head>` on both sides. The JSON
 * scripts are data, not code; the browser reads them back before it hydrates, so both sides
 * render the same text.
 */
export function Document({ lang, assets, stateJson, routerJson, settingsJson, children }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d1d1b" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id="shop-root">{children}</div>
        <JsonScript id={STATE_SCRIPT_ID} json={stateJson} />
        <JsonScript id={ROUTER_SCRIPT_ID} json={routerJson} />
        <JsonScript id={SETTINGS_SCRIPT_ID} json={settingsJson} />
        <script type="module" src={assets.script} />
      </body>
    </html>
  );
}

/** JSON safe inside a script element: no `<`, `>`, `&` or line separators can close or break it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
