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

echo "==> redis-server (the storefront's shared output cache test)"
bash scripts/ensure-redis.sh

# Which local PostgreSQL api#test may use ("local:<version>" or "none"): turbo hashes it
# (apps/api/turbo.json), so installing postgresql runs the PostgreSQL-only contract tests
# instead of replaying a cached run without them.
if [ -z "${SHOP_API_POSTGRES:-}" ]; then
  SHOP_API_POSTGRES="$(node apps/api/scripts/postgres-mode.mjs)"
fi
export SHOP_API_POSTGRES
echo "==> PostgreSQL for the api contract tests: SHOP_API_POSTGRES=$SHOP_API_POSTGRES"

echo "==> lint, typecheck, unit tests, build, package lint, storybook, e2e"
"${PNPM[@]}" run ci "$@"
