import { sourceResolve } from "@shop/vitest-config";
import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  // One Storybook for every package: stories sit next to their components.
  stories: ["../../../packages/*/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Workspace packages resolve to src/ through the @shop/source condition: no watch build.
  viteFinal: (viteConfig) => 
    mergeConfig(viteConfig, {
      ...sourceResolve,
      resolve: { ...sourceResolve.resolve, dedupe: ["react", "react-dom"] },
      // The preview bundles axe and the docs renderer: large by nature, not a problem to warn about.
      build: { chunkSizeWarningLimit: 2000 },
    }),
};
export default config;
