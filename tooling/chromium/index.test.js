// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { ensureChromium, findChromium, installBlocker } from "./index.js";

test("CHROMIUM_PATH wins when it points at an executable", () => {
  const found = findChromium({ env: { CHROMIUM_PATH: "/opt/c" }, exists: (p) => p === "/opt/c" });
  assert.equal(found, "/opt/c");
});

test("a CHROMIUM_PATH without an executable is a clear error", () => {
  assert.throws(() => findChromium({ env: { CHROMIUM_PATH: "/nope" }, exists: () => false }), /CHROMIUM_PATH is set to \/nope/);
});

test("candidates are tried in order", () => {
  const found = findChromium({ env: {}, candidates: ["/a", "/b", "/c"], exists: (p) => p !== "/a" });
  assert.equal(found, "/b");
});

test("nothing found gives undefined", () => {
  assert.equal(findChromium({ env: {}, candidates: ["/a"], exists: () => false }), undefined);
});

test("install is allowed only as root on Debian with apt-get", () => {
  assert.equal(installBlocker({ uid: 0, isDebian: true, hasApt: true }), undefined);
  assert.match(String(installBlocker({ uid: 1000, isDebian: true, hasApt: true })), /needs root/);
  assert.match(String(installBlocker({ uid: 0, isDebian: false, hasApt: true })), /not a Debian/);
  assert.match(String(installBlocker({ uid: 0, isDebian: true, hasApt: false })), /apt-get is not/);
});

const debianRoot = { uid: 0, isDebian: true, hasApt: true };
const quiet = () => {};

test("ensureChromium returns a found browser without installing", () => {
  const calls = [];
  assert.equal(ensureChromium({ find: () => "/usr/bin/chromium", facts: debianRoot, exec: (...call) => calls.push(call), log: quiet }), "/usr/bin/chromium");
  assert.deepEqual(calls, []);
});

test("ensureChromium: not found and not installable is one clear error saying both", () => {
  assert.throws(
    () => ensureChromium({ find: () => undefined, facts: { ...debianRoot, uid: 1000 }, exec: () => assert.fail("must not install"), log: quiet }),
    /Chromium was not found \(looked at CHROMIUM_PATH and \/usr\/bin\/chromium.*\) and cannot be installed automatically: installing needs root.*Install Chromium or set CHROMIUM_PATH\./,
  );
});

test("ensureChromium installs Debian's chromium with apt-get, then finds it", () => {
  const calls = [];
  let installed = false;
  const found = ensureChromium({
    find: () => (installed ? "/usr/bin/chromium" : undefined),
    facts: debianRoot,
    exec: (command, args) => {
      calls.push([command, ...args]);
      if (args[0] === "install") installed = true;
    },
    log: quiet,
  });
  assert.equal(found, "/usr/bin/chromium");
  assert.deepEqual(calls, [
    ["apt-get", "update", "-qq"],
    ["apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium"],
  ]);
});

test("ensureChromium wraps an apt-get failure with a hint and keeps the cause", () => {
  const cause = new Error("Command failed: apt-get update -qq");
  assert.throws(
    () => ensureChromium({ find: () => undefined, facts: debianRoot, exec: () => { throw cause; }, log: quiet }),
    (error) =>
      error instanceof Error &&
      /Installing Chromium with apt-get failed: Command failed: apt-get update -qq\. Check the network/.test(error.message) &&
      error.cause === cause,
  );
});

test("ensureChromium: installed but still not found is a clear error", () => {
  assert.throws(() => ensureChromium({ find: () => undefined, facts: debianRoot, exec: () => {}, log: quiet }), /no executable was found afterwards/);
});
