#!/usr/bin/env bash
# Installs Debian's redis-server when missing (the storefront's shared output cache test starts one).
set -euo pipefail
if command -v "${REDIS_SERVER:-redis-server}" >/dev/null 2>&1; then
  echo "redis-server: $(command -v "${REDIS_SERVER:-redis-server}")"
  exit 0
fi
if [ "$(id -u)" != "0" ] || [ ! -x /usr/bin/apt-get ] || [ ! -f /etc/debian_version ]; then
  echo "redis-server is missing and cannot be installed here (needs root on Debian): install it, or set REDIS_SERVER to its path." >&2
  exit 1
fi
echo "redis-server is missing: installing Debian's redis-server package (apt-get)…"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq --no-install-recommends redis-server >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq --no-install-recommends redis-server; }
# Debian starts the system service on install; the tests start their own on free ports.
(command -v systemctl >/dev/null 2>&1 && systemctl stop redis-server >/dev/null 2>&1) || true
echo "redis-server: $(command -v redis-server)"
