// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { findChromium, installBlocker } from "./index.js";

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
