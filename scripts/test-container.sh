#!/usr/bin/env bash
# Builds the unchanged Dockerfile, runs the image on loopback, waits for its own HEALTHCHECK,
# checks it runs as non-root, and probes it with curl: the three pages, a 404 and a form POST
# without JavaScript. Uses `docker` when a Docker engine answers, else podman (on the CI
# machines, ../shared/container/prepare-base-image.sh installs podman and the local node image).
#   npm run test:container          (IMAGE=... HOST_PORT=... to override)
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
IMAGE="${IMAGE:-localhost/nusakode:test}"
NAME="nusakode-test-$$"
APP_PORT=3000

if docker info >/dev/null 2>&1; then
  ENGINE=docker
  BUILD_FLAGS=()
else
  ENGINE=podman
  if [ -f ../shared/container/prepare-base-image.sh ]; then bash ../shared/container/prepare-base-image.sh; fi
  command -v podman >/dev/null || { echo "test-container: neither a Docker engine nor podman is available" >&2; exit 1; }
  # --format docker keeps the HEALTHCHECK (the OCI format drops it); never pull from a registry.
  BUILD_FLAGS=(--format docker --pull=never)
fi

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
HOST_PORT="${HOST_PORT:-$(free_port)}"
BASE="http://127.0.0.1:$HOST_PORT"

echo "test-container: building $IMAGE with $ENGINE"
"$ENGINE" build "${BUILD_FLAGS[@]}" -t "$IMAGE" .

cleanup() { "$ENGINE" rm -f "$NAME" >/dev/null 2>&1 || true; }
trap cleanup EXIT

# Docker runs the first check only after the interval (30 s): check every second here instead.
RUN_FLAGS=()
[ "$ENGINE" = docker ] && RUN_FLAGS=(--health-interval 1s)
"$ENGINE" run -d --name "$NAME" "${RUN_FLAGS[@]}" -p "127.0.0.1:$HOST_PORT:$APP_PORT" \
  -e SITE_URL=https://nusakode.example "$IMAGE" >/dev/null 2> >(grep -v 'unable to get systemd connection' >&2 || true)

fail() {
  echo "test-container: FAIL: $*" >&2
  "$ENGINE" logs "$NAME" >&2 || true
  exit 1
}

healthy=0
for _ in $(seq 1 60); do
  if [ "$ENGINE" = podman ]; then
    # No systemd timer runs the check here; this runs the image's own HEALTHCHECK command once.
    podman healthcheck run "$NAME" >/dev/null 2>&1 && { healthy=1; break; }
  else
    [ "$(docker inspect -f '{{.State.Health.Status}}' "$NAME")" = healthy ] && { healthy=1; break; }
  fi
  [ "$("$ENGINE" inspect -f '{{.State.Running}}' "$NAME")" = true ] || break
  sleep 1
done
[ "$healthy" = 1 ] || fail "the container did not become healthy"
echo "ok   healthy (its own HEALTHCHECK on /healthz)"

uid="$("$ENGINE" exec "$NAME" id -u)"
[ "$uid" != 0 ] || fail "the container runs as root"
echo "ok   runs as uid $uid, not root"

expect_status() { # path status
  local got
  got="$(curl -sS -o /dev/null -w '%{http_code}' "$BASE$1")"
  [ "$got" = "$2" ] || fail "GET $1 answered $got, expected $2"
  echo "ok   GET $1 -> $2"
}
expect_status / 200
expect_status /pesanan 200
expect_status /testimoni 200
expect_status /tidak-ada-halaman-ini 404
curl -sS "$BASE/" | grep -q '<html lang="id"' || fail "/ is not the Indonesian HTML page"

# A visitor without JavaScript: the browser posts the form as urlencoded fields.
headers="$(curl -sS -o /dev/null -D - "$BASE/pesanan" \
  --data-urlencode 'namaLengkap=Siti Rahma' \
  --data-urlencode 'email=siti@example.com' \
  --data-urlencode 'nomorWhatsApp=081234567890' \
  --data-urlencode 'jenisLayanan=Website & Aplikasi' \
  --data-urlencode 'deskripsiKebutuhan=Website sekolah dengan pendaftaran siswa baru secara online.' \
  --data-urlencode 'desain=Sudah ada desain' \
  --data-urlencode 'estimasiWaktu=1-7 hari')"
status="$(printf '%s' "$headers" | head -n1 | awk '{print $2}')"
location="$(printf '%s' "$headers" | tr -d '\r' | awk 'tolower($1) == "location:" {print $2}')"
[ "$status" = 303 ] || fail "POST /pesanan answered $status, expected 303"
case "$location" in https://wa.me/*) ;; *) fail "POST /pesanan redirected to '$location', expected https://wa.me/..." ;; esac
echo "ok   POST /pesanan (no JavaScript) -> 303 to https://wa.me/..."

size="$("$ENGINE" image inspect -f '{{.Size}}' "$IMAGE")"
echo "test-container: passed in $((SECONDS - started)) s ($ENGINE; image $((size / 1000000)) MB)"
