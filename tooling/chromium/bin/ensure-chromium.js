#!/usr/bin/env node
// Prints the Chromium path, installing Debian's chromium first when it is missing.
import { ensureChromium } from "../index.js";

try {
  console.info(`Chromium: ${ensureChromium()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
