import "@shop/ui/styles.css";
import "./preview.css";
import type { Preview } from "@storybook/react-vite";
import { VIEWPORTS } from "./viewports";
import { LOCALE_TOOLBAR, withLocale } from "./with-locale";

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: { locale: LOCALE_TOOLBAR },
  initialGlobals: { locale: "en-US" },
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: VIEWPORTS },
    // Accessibility violations fail the story's test (vitest addon and the a11y panel).
    a11y: { test: "error" },
  },
  tags: ["autodocs"],
};
export default preview;
