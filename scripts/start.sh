#!/usr/bin/env bash
# The one command that installs everything and starts the shop (README "Start the shop").
set -euo pipefail
cd "$(dirname "$0")/.."

export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
PNPM=(npx -y pnpm@10.34.9)

"${PNPM[@]}" install --frozen-lockfile
# The storefront runs as built for production: its packages' dist and its own bundles.
"${PNPM[@]}" turbo run build --filter=storefront... --output-logs=errors-only
exec node scripts/shop.mjs "$@"
