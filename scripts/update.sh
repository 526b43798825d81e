#!/usr/bin/env bash
# Replaces the app's containers without a failed request: pulls the checkout's branch and builds the
# new image while the old containers serve, starts as many new containers beside them on a network
# Caddy is not on, approves each (its HEALTHCHECK, then scripts/container/check-release.ts inside it:
# the pages, a valid post of each form, /sw.js and every file it lists, its files in the shared
# folder), then connects them to Caddy's network, gives Caddy time to look them up, stops the old ones
# (each finishes its requests in flight) and reloads Caddy's configuration, checked before anything
# changed. It ends by checking, at SITE_URL, that visitors get each precached file with the bytes
# /sw.js names (a CDN that rewrites pages breaks that). A release that fails approval never gets a
# visitor's request: the new containers are removed, the old ones serve on, and it exits 1.
#   bash scripts/update.sh                git pull (when the branch has an upstream), build, roll out
#   bash scripts/update.sh --rollback     roll the previous image back out, without pulling or building
# Each image it builds is tagged nusakode:<UTC time>-<commit>; :latest is always what runs; the
# newest RELEASES_KEPT (5) are kept, older ones deleted. One run at a time (a lock, taken before the
# pull); stopped midway (Ctrl-C, a dropped SSH session, kill), it undoes what it started before the
# new containers were open to visitors and finishes the switch after.
# Docker Compose v2 (`docker compose`) when present, else docker-compose v1. COMPOSE and DOCKER
# override the commands (the deploy test runs docker-compose against podman).
set -euo pipefail
cd "$(dirname "$0")/.."

SERVICE=app
# compose.yaml's nusakode:latest, spelled out: podman's CLI reads a bare name as localhost/nusakode,
# where Docker and podman's Docker API (compose) read docker.io/library/nusakode.
IMAGE=docker.io/library/nusakode
RELEASES_KEPT="${RELEASES_KEPT:-5}"
# Caddyfile: `dynamic a app 3000 { refresh 100ms }`; wait well past that.
CADDY_REFRESH_SECONDS="${CADDY_REFRESH_SECONDS:-1}"
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
# image (moved); also remove the new containers (started, until all are open to visitors); or stop
# the old ones (approved).
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
    log "new container ${id:0:12} failed the release check (above); no visitor reached it: removing the new ones, the old ones keep serving"
    return 1
  fi
  log "new container ${id:0:12} approved after $(elapsed_since "$started") s"
}

# The networks of a container, one a line.
networks_of() { "${docker[@]}" inspect -f '{{range $name, $_ := .NetworkSettings.Networks}}{{println $name}}{{end}}' "$1"; }

# Connects each approved container to Caddy's network(s), under the service's name: Caddy's next
# lookup of it (within a second) lists them. Until then they were on `pending` only, out of its reach.
open_to_visitors() {
  local caddy network id
  caddy="$("${compose[@]}" ps -q caddy)"
  [ -n "$caddy" ] || { log "Caddy is not running: nothing to open the new containers to"; return 1; }
  for id in "${new[@]}"; do
    for network in $(networks_of "$caddy"); do
      networks_of "$id" | grep -qxF "$network" && continue
      "${docker[@]}" network connect --alias "$SERVICE" "$network" "$id"
    done
  done
  log "the new container(s) are open to visitors"
}

# The Caddyfile as it is now (a pull may have changed it), checked by the running Caddy before
# anything else changes: its reload after the switch must not fail. A Caddy that is not running
# checks it when it starts.
validate_caddyfile() {
  local caddy out
  caddy="$("${compose[@]}" ps -q caddy)"
  [ -n "$caddy" ] && [ "$("${docker[@]}" inspect -f '{{.State.Running}}' "$caddy")" = true ] || return 0
  if ! out="$("${compose[@]}" exec -T caddy caddy validate --config /etc/caddy/Caddyfile --adapter caddyfile 2>&1)"; then
    printf '%s\n' "$out" | tail -n 5 >&2
    log "the Caddyfile does not validate (above): nothing done"
    exit 1
  fi
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

# After approval: the old containers go (every one of before, running or not), once Caddy has looked
# the new ones up. Run again by the cleanup when stopped halfway, hence the tolerance for containers
# already gone.
finish() {
  sleep "$CADDY_REFRESH_SECONDS"
  log "stopping the old container(s): they finish the requests in flight, then exit"
  "${docker[@]}" stop "${existing[@]}" >/dev/null 2>&1 || true
  "${docker[@]}" rm "${existing[@]}" >/dev/null 2>&1 || true
  stage=done
  # A Caddyfile that came with the pull takes effect without dropping connections.
  if ! "${compose[@]}" exec -T caddy caddy reload --config /etc/caddy/Caddyfile --adapter caddyfile; then
    log "Caddy kept its previous configuration (its reload failed, above); the new containers serve"
    exit 1
  fi
}

# The site's public URL, as the new containers have it (.env's SITE_URL); empty without one.
site_url() {
  "${docker[@]}" inspect -f '{{range .Config.Env}}{{println .}}{{end}}' "${new[0]}" | sed -n 's|^SITE_URL=||p' | sed 's|/*$||'
}

# What most likely changed a page on its way to visitors, from what arrived ($1, a file) and the
# number of bytes the container sends ($2).
likely_rewrite() {
  local file=$1 served=$2
  if grep -q '/cdn-cgi/l/email-protection' "$file"; then
    echo "Cloudflare's Email Address Obfuscation (it links /cdn-cgi/l/email-protection)"
  elif grep -qiE 'rocket-loader|rocketscript|data-cfasync' "$file"; then
    echo "Cloudflare's Rocket Loader (it rewrites the page's scripts)"
  elif grep -q 'cloudflareinsights' "$file"; then
    echo "Cloudflare Web Analytics' automatic setup (it adds its beacon)"
  elif grep -q '/cdn-cgi/' "$file"; then
    echo "a Cloudflare feature that rewrites pages (it adds /cdn-cgi/ to them)"
  elif [ "$(wc -c <"$file")" -lt "$served" ]; then
    echo "HTML minification ($((served - $(wc -c <"$file"))) bytes fewer: Cloudflare's Auto Minify, Bunny Optimizer, a proxy's optimizer)"
  else
    echo "the CDN or proxy in front of Caddy (a rewrite of links, scripts or markup)"
  fi
}

# Every file /sw.js lists with an integrity, fetched at SITE_URL as visitors get it (through the CDN
# if there is one, past its cache), must have exactly those bytes: otherwise every visitor's service
# worker fails to install and returning visitors keep old pages. One line per file that differs.
check_public_files() {
  local site list entry url integrity file got expected served failed=0
  site="$(site_url)"
  if [ -z "$site" ]; then
    log "SITE_URL is not set in .env: what visitors get through a CDN is not checked"
    return 0
  fi
  # A query no cache has seen: the CDN asks Caddy for this very build.
  local bypass="update-check=$(date +%s)$RANDOM"
  if ! list="$(curl -fsS --compressed --max-time 20 "$site/sw.js?$bypass" 2>&1)"; then
    log "could not fetch $site/sw.js to check what visitors get: $list"
    return 1
  fi
  file="$(mktemp)"
  for entry in $(grep -oE '"url":"[^"]*","revision":"[^"]*","integrity":"sha256-[^"]*"' <<<"$list"); do
    url="$(sed -E 's/^"url":"([^"]*)".*/\1/' <<<"$entry")"
    integrity="$(sed -E 's/.*"integrity":"sha256-([^"]*)"$/\1/' <<<"$entry")"
    if ! curl -fsS --compressed --max-time 20 -o "$file" "$site$url?$bypass"; then
      log "could not fetch $site$url to check it"
      failed=1
      continue
    fi
    got="$(sha256sum <"$file" | cut -c1-64)"
    expected="$(base64 -d <<<"$integrity" | od -An -vtx1 | tr -d ' \n')"
    [ "$got" = "$expected" ] && continue
    served="$("${docker[@]}" exec "${new[0]}" node -e \
      "fetch('http://127.0.0.1:3000' + process.argv[1]).then((r) => r.arrayBuffer()).then((b) => console.log(b.byteLength))" "$url")"
    log "$site$url reaches visitors changed (not the bytes /sw.js lists, so service workers fail to install): likely $(likely_rewrite "$file" "$served"); switch it off (docs/deployment.md, \"Behind a CDN\")"
    failed=1
  done
  rm -f "$file"
  [ "$failed" = 0 ] && log "visitors get every precached file at $site as /sw.js lists it"
  return "$failed"
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
  # Inherited by the run the pull starts below: it holds the lock already.
  if [ -z "${UPDATE_SH_LOCKED:-}" ]; then
    exec 9>"$LOCK_FILE"
    if ! flock -n 9; then
      log "another update.sh is running in $(pwd) (it holds $LOCK_FILE): nothing done; try again once it is over"
      exit 1
    fi
    export UPDATE_SH_LOCKED=1
  fi
  if [ "${1:-}" != --rollback ] && [ -z "${UPDATE_SH_PULLED:-}" ] &&
    git rev-parse --abbrev-ref --symbolic-full-name '@{upstream}' >/dev/null 2>&1; then
    log "pulling $(git rev-parse --abbrev-ref '@{upstream}')"
    git pull --ff-only
    # The update.sh just pulled may differ from this one: it carries on, the lock still held (fd 9).
    UPDATE_SH_PULLED=1 exec bash scripts/update.sh "$@"
  fi
  validate_caddyfile

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

  log "starting ${#old[@]} new container(s) beside the ${#old[@]} running, where no visitor reaches them yet"
  started=$EPOCHREALTIME
  mapfile -t existing < <(all_ids)
  stage=started
  # The scale counts every container of the service, running or not (one may be restarting).
  APP_NETWORK=pending "${compose[@]}" up -d --no-deps --no-build --no-recreate \
    --scale "$SERVICE=$((${#existing[@]} + ${#old[@]}))" "$SERVICE"
  # The new ones are those that were not there before, running or not: a container that fails at
  # start is restarting, not running, and must be removed all the same.
  mapfile -t new < <(added_ids)
  local id
  for id in "${new[@]}"; do approve "$id" || exit 1; done
  open_to_visitors || exit 1
  stage=approved
  finish
  log "done: ${#new[@]} container(s) of ${IMAGE##*/}:$(release_of "$(image_id "$IMAGE:latest")") serve"
  prune_releases
  check_public_files || exit 1
}

elapsed_since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }

main "$@"
