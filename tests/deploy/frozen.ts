/**
 * A container that hangs without exiting: its server frozen with SIGSTOP, under load. Caddy gives
 * up on it after its response-header timeout and answers from another container (GET only), and
 * the container's watchdog (scripts/container/supervise.ts) ends it, so the engine starts it anew.
 */
import { expect, ok } from './checks'
import { describeFailures, describeLoad, signalUnderLoad } from './faults'
import type { Project } from './project'

/** Caddyfile: response_header_timeout. */
const HEADER_TIMEOUT_MS = 3000

/** A container that hangs: no request waits on it for more than 10 s, and it is replaced within 60 s. */
export async function frozenContainer(project: Project) {
  const frozen = await signalUnderLoad(project, 'STOP')
  const { load } = frozen
  const delayed = load.slow.filter(({ ms }) => ms >= HEADER_TIMEOUT_MS)
  const inRotationSeconds = delayed.length ? (Math.max(...delayed.map((r) => r.sentAt)) - frozen.signalledAt) / 1000 : 0
  expect(load.failed === 0, `${load.failed} requests failed around the frozen container: ${describeFailures(load)}`)
  expect(load.max <= 10_000, `a request waited ${load.max} ms`)
  expect(frozen.healthySeconds <= 60, `the frozen container was replaced after ${frozen.healthySeconds} s`)
  ok(
    `frozen (SIGSTOP to one app's server): ${describeLoad(load)}; ${delayed.length} request(s) met it and ` +
      `waited ${HEADER_TIMEOUT_MS / 1000} s before another container answered, the last sent ` +
      `${inRotationSeconds.toFixed(1)} s after the freeze; its watchdog ended it, restarted after ` +
      `${frozen.restartedSeconds.toFixed(1)} s, healthy after ${frozen.healthySeconds.toFixed(1)} s`,
  )
  return { ...frozen, delayed: delayed.length, inRotationSeconds }
}
