// Runs in the Vitest process (Node), called from the browser test: renders a story to HTML
// with react-dom/server where a real server would, with no window, document,
// IntersectionObserver or matchMedia, so `typeof window` branches take their server side.
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceResolve } from "@shop/vitest-config";
import react from "@vitejs/plugin-react";
import type { Globals } from "storybook/internal/types";
import { createServer, type Plugin, type ViteDevServer } from "vite";
import type { BrowserCommand } from "vitest/node";
import type * as ServerRenderModule from "./server-render";
import type { ServerRender } from "./server-render";
import type { StoryModule } from "./story-cells";

const HERE = dirname(fileURLToPath(import.meta.url));
const WORKSPACE = resolve(HERE, "../../..");
/** Loaded through Vite's SSR pipeline with the story, so both share one React and one @shop/ui. */
const RENDERER = resolve(HERE, "server-render.tsx");

/** Story files of the workspace packages and this folder's fixtures; nothing else is loaded. */
function isRenderable(file: string): boolean {
  const path = relative(WORKSPACE, file).split(sep).join("/");
  return /^packages\/[^/]+\/src\/.+\.stories\.tsx$/.test(path) || /^apps\/storybook\/hydration\/fixtures\/[^/]+\.stories\.tsx$/.test(path);
}

/** Browser globals in this process would let a component's browser branch pass for the server's. */
function browserGlobalsPresent(): string[] {
  const scope = globalThis as Record<string, unknown>;
  return ["window", "document", "IntersectionObserver", "matchMedia"].filter((name) => scope[name] !== undefined);
}

/**
 * A Vite server of its own in SSR mode, like an app's server entry: node_modules stay Node
 * modules (one React for the story and react-dom/server), workspace sources are transformed.
 * Not the test project's server, which Vitest sets up to inline every dependency for the browser.
 */
function createSsrServer(): Promise<ViteDevServer> {
  return createServer({
    configFile: false,
    root: resolve(HERE, ".."),
    ...sourceResolve,
    plugins: [react()],
    appType: "custom",
    logLevel: "warn",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}

/**
 * Adds the `renderStoryOnServer` browser command. `file` is the story module as the test
 * imported it, relative to the test file; the story is composed with the same globals and
 * preview annotations the browser hydrates it with. The SSR server starts on first use and
 * closes with Vitest.
 */
export function serverRenderedStories(): Plugin {
  let server: Promise<ViteDevServer> | undefined;
  const renderStoryOnServer: BrowserCommand<[file: string, exportName: string, globals: Globals], Promise<ServerRender>> = async (
    { testPath },
    file,
    exportName,
    globals,
  ) => {
    if (!testPath) throw new Error("renderStoryOnServer is called from a test file");
    const present = browserGlobalsPresent();
    if (present.length > 0) throw new Error(`Not a server environment: ${present.join(", ")} defined in the Vitest process`);
    const path = resolve(dirname(testPath), file);
    if (!isRenderable(path)) throw new Error(`Not a story file of the workspace: ${file}`);
    server ??= createSsrServer();
    const vite = await server;
    const renderer = (await vite.ssrLoadModule(RENDERER)) as typeof ServerRenderModule;
    const module: unknown = await vite.ssrLoadModule(path);
    return renderer.renderCell(module as StoryModule, exportName, globals);
  };
  return {
    name: "shop:server-rendered-stories",
    config: () => ({ test: { browser: { commands: { renderStoryOnServer } } } }),
    configureVitest: ({ vitest }) => {
      vitest.onClose(async () => {
        await (await server)?.close();
      });
    },
  };
}
