// @ts-check
import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";

/** Where Debian, Ubuntu and Chrome packages put the browser. */
export const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
];

/**
 * Flags for headless runs on a closed network: without the networking flags Chromium
 * floods the sandbox with refused connections; --no-sandbox because CI runs as root.
 */
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, candidates?: string[], exists?: (path: string) => boolean }} [options]
 * @returns {string | undefined} the executable, `CHROMIUM_PATH` first.
 */
export function findChromium(options = {}) {
  const env = options.env ?? process.env;
  const exists = options.exists ?? isExecutable;
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!exists(fromEnv)) {
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no executable is there.`);
    }
    return fromEnv;
  }
  return (options.candidates ?? CHROMIUM_CANDIDATES).find((path) => exists(path));
}

/**
 * Why Chromium cannot be installed automatically here, or undefined when it can.
 * @param {{ uid?: number, isDebian?: boolean, hasApt?: boolean }} facts
 */
export function installBlocker(facts) {
  if (!facts.isDebian) return "this is not a Debian-based system (no /etc/debian_version)";
  if (!facts.hasApt) return "apt-get is not on this machine";
  if (facts.uid !== 0) return "installing needs root (run as root, or `sudo apt-get install -y chromium`)";
  return undefined;
}

function hostFacts() {
  return {
    uid: typeof process.getuid === "function" ? process.getuid() : undefined,
    isDebian: existsSync("/etc/debian_version"),
    hasApt: isExecutable("/usr/bin/apt-get"),
  };
}

/** @param {string} command @param {string[]} args */
function runApt(command, args) {
  execFileSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

/**
 * Returns the Chromium executable, installing Debian's `chromium` package when it is
 * missing and the process may do so. Throws a clear error otherwise. The host facts, the
 * lookup and the command runner can be injected (tests).
 * @param {{
 *   log?: (line: string) => void,
 *   find?: () => string | undefined,
 *   facts?: { uid?: number, isDebian?: boolean, hasApt?: boolean },
 *   exec?: (command: string, args: string[]) => void,
 * }} [options]
 */
export function ensureChromium(options = {}) {
  const log = options.log ?? ((line) => console.info(line));
  const find = options.find ?? (() => findChromium());
  const exec = options.exec ?? runApt;
  const found = find();
  if (found) return found;
  const blocker = installBlocker(options.facts ?? hostFacts());
  if (blocker) {
    throw new Error(
      `Chromium was not found (looked at CHROMIUM_PATH and ${CHROMIUM_CANDIDATES.join(", ")}) ` +
        `and cannot be installed automatically: ${blocker}. Install Chromium or set CHROMIUM_PATH.`,
    );
  }
  log("Chromium is missing: installing Debian's chromium package (apt-get)…");
  try {
    exec("apt-get", ["update", "-qq"]);
    exec("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"]);
  } catch (error) {
    throw new Error(
      `Installing Chromium with apt-get failed: ${error instanceof Error ? error.message : String(error)}. ` +
        "Check the network and the apt sources, then run `apt-get install -y chromium`, or set CHROMIUM_PATH.",
      { cause: error },
    );
  }
  const installed = find();
  if (!installed) throw new Error("apt-get installed chromium, but no executable was found afterwards.");
  return installed;
}

/** Playwright launch options for the located browser. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error("Chromium was not found. Run `node tooling/chromium/bin/ensure-chromium.js` or set CHROMIUM_PATH.");
  }
  return { executablePath, args: CHROMIUM_ARGS, headless: true };
}
