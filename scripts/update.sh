#!/usr/bin/env bash
# Replaces the app's containers without a failed request: builds the new image while the old
# containers serve, starts as many new containers beside them, approves each (its HEALTHCHECK, then
# scripts/container/check-release.ts inside it: the three pages, /sw.js and every file it lists),
# gives Caddy time to look them up, then stops the old ones (each finishes its requests in flight)
# and reloads Caddy's configuration.
#   git pull && bash scripts/update.sh     build the checkout and roll it out
#   bash scripts/update.sh --rollback      roll the previous image back out, without building
# Each image it builds is tagged nusakode:<UTC time>-<commit>; :latest is always what runs; the
# newest RELEASES_KEPT (5) are kept, older ones deleted. One run at a time (a lock); stopped midway
# (Ctrl-C, a dropped SSH session, kill), it undoes what it started before approval and finishes
# the switch after.
# Docker Compose v2 (`docker compose`) when present, else docker-compose v1. COMPOSE and DOCKER
# override the commands (the deploy test runs docker-compose against podman).
set -euo pipefail
cd "$(dirname "$0")/.."

SERVICE=app
# compose.yaml's nusakode:latest, spelled out: podman's CLI reads a bare name as localhost/nusakode,
# where Docker and podman's Docker API (compose) read docker.io/library/nusakode.
IMAGE=docker.io/library/nusakode
RELEASES_KEPT="${RELEASES_KEPT:-5}"
# Caddyfile: `dynamic a app 3000 { refresh 1s }`; wait a little longer than that.
CADDY_REFRESH_SECONDS="${CADDY_REFRESH_SECONDS:-2}"
HEALTHY_WITHIN_SECONDS="${HEALTHY_WITHIN_SECONDS:-60}"
LOCK_FILE="${UPDATE_LOCK_FILE:-.update.lock}"

read -r -a docker <<<"${DOCKER:-docker}"
if [ -n "${COMPOSE:-}" ]; then
  read -r -a compose <<<"$COMPOSE"
elif docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
else
  compose=(docker-compose)
fi

log() { printf 'update: %s\n' "$*"; }

# What the cleanup must do if the script stops now: nothing; point :latest back at the running
# image (moved); also remove the new containers (started); or stop the old ones (approved).
stage=none
old=() new=() existing=() previous_image=""

on_exit() {
  local code=$?
  trap '' HUP INT TERM # the cleanup itself runs to its end
  case "$stage" in
    moved) restore_latest ;;
    started) undo ;;
    approved) finish ;;
  esac
  exit "$code"
}
trap on_exit EXIT
for signal in HUP INT TERM; do trap "log 'stopped by SIG$signal'; exit 1" "$signal"; done

# Every container of the service, whatever its state (one that exits at once is restarting).
all_ids() { "${compose[@]}" ps -a -q "$SERVICE"; }

running_ids() {
  local id
  for id in $(all_ids); do
    [ "$("${docker[@]}" inspect -f '{{.State.Running}}' "$id")" = true ] && echo "$id"
  done
  return 0
}

image_id() { "${docker[@]}" image inspect -f '{{.Id}}' "$1" 2>/dev/null || true; }

# Release tags (<UTC time>-<commit>), oldest first.
release_tags() {
  "${docker[@]}" image ls --format '{{.Repository}} {{.Tag}}' "$IMAGE" |
    { grep -E "^([^ ]*/)?${IMAGE##*/} [0-9]{8}T[0-9]{6}Z-" || true; } | cut -d ' ' -f 2 | sort -u
}

# The newest release tag of an image id, if it has one.
release_of() {
  local tag
  for tag in $(release_tags); do [ "$(image_id "$IMAGE:$tag")" = "$1" ] && echo "$tag"; done | tail -n 1
}

# Gives the image a release tag unless it has one: named after the checkout when just built, else
# `earlier` (an image that ran before this script tagged anything).
tag_release() {
  local id=$1 name=$2 tag
  [ -z "$(release_of "$id")" ] || return 0
  tag="$(date -u +%Y%m%dT%H%M%SZ)-$name"
  "${docker[@]}" tag "$id" "$IMAGE:$tag"
  log "tagged ${IMAGE##*/}:$tag"
}

# The newest release older than the one :latest names, of another image; or nothing.
previous_release() {
  local current tags i
  current="$(image_id "$IMAGE:latest")"
  mapfile -t tags < <(release_tags)
  for ((i = ${#tags[@]} - 1; i >= 0; i--)); do [ "$(image_id "$IMAGE:${tags[i]}")" = "$current" ] && break; done
  for ((i--; i >= 0; i--)); do
    [ "$(image_id "$IMAGE:${tags[i]}")" != "$current" ] && { echo "${tags[i]}"; return; }
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

approve() {
  local id=$1
  if ! wait_healthy "$id"; then
    log "new container ${id:0:12} did not become healthy; removing the new ones, the old ones keep serving"
    "${docker[@]}" logs --tail 20 "$id" >&2 || true
    return 1
  fi
  if ! "${docker[@]}" exec "$id" node dist/container/check-release.js; then
    log "new container ${id:0:12} does not serve its pages and files as /sw.js lists them; removing the new ones"
    return 1
  fi
  log "new container ${id:0:12} approved after $(elapsed_since "$started") s"
}

# Containers of the service that were not there before the update, whatever their state.
added_ids() { all_ids | grep -vxF -f <(printf '%s\n' "${existing[@]}") || true; }

# Before approval: the new containers go, :latest names the image that runs again.
undo() {
  local attempt leftovers=()
  # Also one the engine was still creating when compose was stopped: look again until none is left.
  for attempt in 1 2 3; do
    mapfile -t leftovers < <(added_ids)
    [ "${#leftovers[@]}" = 0 ] && break
    "${docker[@]}" rm -f "${leftovers[@]}" >/dev/null 2>&1 || true
    sleep 1
  done
  restore_latest
  log "undone: the ${#old[@]} container(s) of before serve on"
}

restore_latest() { [ -z "$previous_image" ] || "${docker[@]}" tag "$previous_image" "$IMAGE:latest"; }

# After approval: the old containers go, once Caddy has looked the new ones up. Run again by the
# cleanup when stopped halfway, hence the tolerance for containers already gone.
finish() {
  sleep "$CADDY_REFRESH_SECONDS"
  log "stopping the old container(s): they finish the requests in flight, then exit"
  "${docker[@]}" stop "${old[@]}" >/dev/null 2>&1 || true
  "${docker[@]}" rm "${old[@]}" >/dev/null 2>&1 || true
  stage=done
  # A Caddyfile that came with `git pull` takes effect without dropping connections.
  "${compose[@]}" exec -T caddy caddy reload --config /etc/caddy/Caddyfile --adapter caddyfile
}

# Keeps the newest RELEASES_KEPT release tags (and whatever runs): an older release's image goes
# with its tag. No `image prune`: with podman it also deletes the build stages' layer cache.
prune_releases() {
  local tags tag
  mapfile -t tags < <(release_tags)
  for tag in "${tags[@]:0:$((${#tags[@]} > RELEASES_KEPT ? ${#tags[@]} - RELEASES_KEPT : 0))}"; do
    [ "$(image_id "$IMAGE:$tag")" = "$(image_id "$IMAGE:latest")" ] || "${docker[@]}" rmi "$IMAGE:$tag" >/dev/null 2>&1 || true
  done
}

main() {
  exec 9>"$LOCK_FILE"
  if ! flock -n 9; then
    log "another update.sh is running in $(pwd) (it holds $LOCK_FILE): nothing done; try again once it is over"
    exit 1
  fi

  previous_image="$(image_id "$IMAGE:latest")"
  [ -z "$previous_image" ] || tag_release "$previous_image" earlier
  stage=moved
  if [ "${1:-}" = --rollback ]; then
    local target
    target="$(previous_release)"
    [ -n "$target" ] || { log "no earlier release to roll back to ($(release_tags | wc -l) tagged)"; exit 1; }
    log "rolling back to ${IMAGE##*/}:$target (no build)"
    "${docker[@]}" tag "$IMAGE:$target" "$IMAGE:latest"
  else
    log "building the image"
    "${compose[@]}" build "$SERVICE"
    tag_release "$(image_id "$IMAGE:latest")" "$(git rev-parse --short HEAD 2>/dev/null || echo local)"
  fi

  mapfile -t old < <(running_ids)
  if [ "${#old[@]}" = 0 ]; then
    log "no running $SERVICE container: starting the whole project"
    "${compose[@]}" up -d --no-build
    stage=done
    return
  fi

  log "starting ${#old[@]} new container(s) beside the ${#old[@]} running"
  started=$EPOCHREALTIME
  mapfile -t existing < <(all_ids)
  stage=started
  "${compose[@]}" up -d --no-deps --no-build --no-recreate --scale "$SERVICE=$((2 * ${#old[@]}))" "$SERVICE"
  # The new ones are those that were not there before, running or not: a container that fails at
  # start is restarting, not running, and must be removed all the same.
  mapfile -t new < <(added_ids)
  local id
  for id in "${new[@]}"; do approve "$id" || exit 1; done
  stage=approved
  finish
  log "done: ${#new[@]} container(s) of ${IMAGE##*/}:$(release_of "$(image_id "$IMAGE:latest")") serve"
  prune_releases
}

elapsed_since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }

main "$@"
