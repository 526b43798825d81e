#!/usr/bin/env bash
# Replaces the app's containers without a failed request: builds the new image while the old
# containers serve, starts as many new containers beside them, waits until each passes its own
# HEALTHCHECK, gives Caddy time to look them up, then stops the old ones (each finishes its
# requests in flight) and reloads Caddy's configuration.
#   git pull && bash scripts/update.sh
# `docker compose up -d --build` instead stops every app container, then starts the new ones:
# Caddy holds each request meanwhile, for 5 s at most (measured here: none lost, but the slowest
# waited 2 s; a container slower than that to start means 502s). This script keeps old ones serving.
# Docker Compose v2 (`docker compose`) when present, else docker-compose v1. COMPOSE and DOCKER
# override the commands (the deploy test runs docker-compose against podman).
set -euo pipefail
cd "$(dirname "$0")/.."

SERVICE=app
# Caddyfile: `dynamic a app 3000 { refresh 1s }`; wait a little longer than that.
CADDY_REFRESH_SECONDS="${CADDY_REFRESH_SECONDS:-2}"
HEALTHY_WITHIN_SECONDS="${HEALTHY_WITHIN_SECONDS:-60}"

read -r -a docker <<<"${DOCKER:-docker}"
if [ -n "${COMPOSE:-}" ]; then
  read -r -a compose <<<"$COMPOSE"
elif docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
else
  compose=(docker-compose)
fi

log() { printf 'update: %s\n' "$*"; }

# Every container of the service, whatever its state (one that exits at once is restarting).
all_ids() { "${compose[@]}" ps -a -q "$SERVICE"; }

running_ids() {
  local id
  for id in $(all_ids); do
    [ "$("${docker[@]}" inspect -f '{{.State.Running}}' "$id")" = true ] && echo "$id"
  done
  return 0
}

# Runs the container's own HEALTHCHECK command once: the same check on every engine, and no
# waiting for Docker's first scheduled check (30 s into the container's life).
healthcheck_once() {
  local id=$1 test
  mapfile -t test < <("${docker[@]}" inspect -f '{{range .Config.Healthcheck.Test}}{{println .}}{{end}}' "$id")
  case "${test[0]:-}" in
    CMD) "${docker[@]}" exec "$id" "${test[@]:1}" >/dev/null 2>&1 ;;
    CMD-SHELL) "${docker[@]}" exec "$id" sh -c "${test[1]}" >/dev/null 2>&1 ;;
    *) return 1 ;;
  esac
}

# Fails as soon as the container has exited or been restarted (a bad setting stops the app).
wait_healthy() {
  local id=$1 started=$SECONDS
  until healthcheck_once "$id"; do
    if [ $((SECONDS - started)) -ge "$HEALTHY_WITHIN_SECONDS" ] ||
      [ "$("${docker[@]}" inspect -f '{{.State.Running}} {{.RestartCount}}' "$id")" != "true 0" ]; then
      return 1
    fi
    sleep 0.5
  done
}

main() {
  log "building the image"
  "${compose[@]}" build "$SERVICE"

  local old new existing id
  mapfile -t old < <(running_ids)
  if [ "${#old[@]}" = 0 ]; then
    log "no running $SERVICE container: starting the whole project"
    "${compose[@]}" up -d --no-build
    return
  fi

  log "starting ${#old[@]} new container(s) beside the ${#old[@]} running"
  local started=$EPOCHREALTIME
  mapfile -t existing < <(all_ids)
  "${compose[@]}" up -d --no-deps --no-build --no-recreate --scale "$SERVICE=$((2 * ${#old[@]}))" "$SERVICE"
  # The new ones are those that were not there before, running or not: a container that fails at
  # start is restarting, not running, and must be removed all the same.
  mapfile -t new < <(all_ids | grep -vxF -f <(printf '%s\n' "${existing[@]}") || true)

  for id in "${new[@]}"; do
    if ! wait_healthy "$id"; then
      log "new container ${id:0:12} did not become healthy; removing the new ones, the old ones keep serving"
      "${docker[@]}" logs --tail 20 "$id" >&2 || true
      "${docker[@]}" rm -f "${new[@]}" >/dev/null
      exit 1
    fi
    log "new container ${id:0:12} healthy after $(elapsed_since "$started") s"
  done

  sleep "$CADDY_REFRESH_SECONDS"
  log "stopping the old container(s): they finish the requests in flight, then exit"
  "${docker[@]}" stop "${old[@]}" >/dev/null
  "${docker[@]}" rm "${old[@]}" >/dev/null

  # A Caddyfile that came with `git pull` takes effect without dropping connections.
  "${compose[@]}" exec -T caddy caddy reload --config /etc/caddy/Caddyfile --adapter caddyfile
  log "done: ${#new[@]} container(s) of the new image serve"
}

elapsed_since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }

main
