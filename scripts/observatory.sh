#!/usr/bin/env bash
# Runs the Mozilla (MDN) HTTP Observatory scanner against the production build on loopback:
#   1. the app alone, over plain HTTP (redirection and HSTS can only pass behind TLS);
#   2. the app behind Caddy with the project's Caddyfile (local certificates), if caddy is
#      installed (Debian: apt-get install caddy).
# The scanner is installed on first use into $OBSERVATORY_DIR (not a project dependency: it
# pulls a database driver and a web server). Its install step downloads Chromium's HSTS preload
# list and IANA's TLD list; offline we skip it and write empty lists: they only decide the
# "preloaded" bonus and TLD checks of the hosted service, not the ten header tests.
#   BUILD_DIR=dist bash scripts/observatory.sh
set -euo pipefail
cd "$(dirname "$0")/.."

OBS_DIR="${OBSERVATORY_DIR:-${TMPDIR:-/tmp}/mdn-http-observatory}"
VERSION=1.4.8
APP_PORT=4320 CADDY_HTTP=4380 CADDY_HTTPS=4343
SERVER="${BUILD_DIR:-dist}/server/index.js"
[ -f "$SERVER" ] || { echo "observatory: $SERVER missing, build first" >&2; exit 1; }

PKG="$OBS_DIR/node_modules/@mdn/mdn-http-observatory"
if [ ! -f "$PKG/package.json" ]; then
  mkdir -p "$OBS_DIR"
  echo '{"name":"observatory-runner","private":true}' > "$OBS_DIR/package.json"
  npm install --prefix "$OBS_DIR" --ignore-scripts --no-audit --no-fund "@mdn/mdn-http-observatory@$VERSION" >/dev/null
fi
[ -f "$PKG/conf/hsts-preload.json" ] || echo '{}' > "$PKG/conf/hsts-preload.json"
[ -f "$PKG/conf/tld-list.json" ] || echo '[]' > "$PKG/conf/tld-list.json"
cp scripts/observatory-scan.mjs "$OBS_DIR/scan.mjs"

pids=()
work="$(mktemp -d)"
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

NODE_ENV=production PORT=$APP_PORT HOST=127.0.0.1 TRUST_PROXY=1 SITE_URL=https://localhost node "$SERVER" >/dev/null 2>&1 &
pids+=($!)
for _ in $(seq 1 50); do curl -fsS "http://127.0.0.1:$APP_PORT/healthz" >/dev/null 2>&1 && break; sleep 0.2; done

echo "observatory: the app alone, plain HTTP (http://127.0.0.1:$APP_PORT)"
(cd "$OBS_DIR" && node scan.mjs 127.0.0.1 "$APP_PORT" 4399)

if command -v caddy >/dev/null; then
  { printf '{\n\thttp_port %s\n\thttps_port %s\n\tadmin off\n\tstorage file_system %s\n\tlocal_certs\n\tskip_install_trust\n}\n\n' "$CADDY_HTTP" "$CADDY_HTTPS" "$work/caddy"
    # The app runs on loopback here, not as the compose service "app".
    sed "/dynamic a app 3000 {/,/^\t\t}\$/c\\\t\tto 127.0.0.1:$APP_PORT" Caddyfile
    # Caddy's own HTTP->HTTPS redirect drops a non-standard port; on 80/443 it needs no help.
    printf '\nhttp://localhost:%s {\n\tredir https://localhost:%s{uri} permanent\n}\n' "$CADDY_HTTP" "$CADDY_HTTPS"
  } > "$work/Caddyfile"
  DOMAIN="localhost:$CADDY_HTTPS" caddy run --adapter caddyfile --config "$work/Caddyfile" >"$work/caddy.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 50); do [ -f "$work/caddy/pki/authorities/local/root.crt" ] && curl -fsS --cacert "$work/caddy/pki/authorities/local/root.crt" "https://localhost:$CADDY_HTTPS/healthz" >/dev/null 2>&1 && break; sleep 0.2; done
  echo "observatory: behind Caddy with the project's Caddyfile (https://localhost:$CADDY_HTTPS, local CA)"
  (cd "$OBS_DIR" && NODE_EXTRA_CA_CERTS="$work/caddy/pki/authorities/local/root.crt" node scan.mjs localhost "$CADDY_HTTP" "$CADDY_HTTPS")
else
  echo "observatory: caddy not installed, skipping the scan behind TLS"
fi
