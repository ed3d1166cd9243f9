import "@shop/ui/styles.css";
import "./preview.css";
import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { VIEWPORTS } from "./viewports";
import { LOCALE_TOOLBAR, withLocale } from "./with-locale";

// How long a play function's waitFor/findBy waits. They resolve as soon as the state is there,
// so this bounds only a failing wait: the default 1 s (and the 1.5 s the close waits had) ran
// out in CI when the 2 cores were busy with the api tests, for 150-500 ms transitions. Exact
// timings are asserted by the components' unit tests on fake timers, not here.
configure({ asyncUtilTimeout: 5000 });

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
