#!/bin/sh
# Runs a command on what CPU the rest of the machine leaves idle: Linux's SCHED_IDLE (chrt), where
# it is, else the lowest nice. `npm test` runs its lint, type check and unit tests so beside the
# browser tests, which then keep the pace they have alone (nice 19 alone still cost them a fifth).
if command -v chrt > /dev/null 2>&1; then exec chrt --idle 0 "$@"; fi
exec nice -n 19 "$@"
