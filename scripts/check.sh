#!/usr/bin/env bash
# The one command that installs everything and runs every check (README "Run every check").
# Works on a fresh Debian machine with only Node 20 and npm; installs Chromium when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 CI="${CI:-true}"
PNPM=(npx -y pnpm@10.34.9)

echo "==> install"
"${PNPM[@]}" install --frozen-lockfile

echo "==> chromium"
node tooling/chromium/bin/ensure-chromium.js

echo "==> lint, typecheck, unit tests, build, package lint, storybook, e2e"
"${PNPM[@]}" run ci "$@"
