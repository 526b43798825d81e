/**
 * The visitor's browser on a network of its own, as on a visitor's own machine: a network namespace
 * joined to this machine by one link, whose far end is where Caddy's published ports are reached.
 *
 * Why: Chromium watches its machine's network interfaces, and when one comes or goes it closes its
 * connections, failing what was on them with ERR_NETWORK_CHANGED. On the machine that runs the
 * containers an interface comes or goes with every container started, connected or stopped, so
 * during an update a page's check for a new service worker failed now and then ("Failed to update
 * a ServiceWorker … An unknown error occurred when fetching the script", its /sw.js request
 * ERR_NETWORK_CHANGED in Chromium's net log). A visitor's browser never sees the server's interfaces.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumPath } from '../support/chromium-path'

const NAMESPACE = 'nusakode-visitor'
const LINK = { machine: 'nkvisitor0', visitor: 'nkvisitor1' }
/** Link-local: no container network, LAN or route of the machine uses them. */
const ADDRESS = { machine: '169.254.77.1', visitor: '169.254.77.2', prefix: 30 }

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe' })

export type VisitorNetwork = ReturnType<typeof createVisitorNetwork>

/**
 * Creates the namespace and its link (one left by an interrupted run is replaced); what launches
 * Chromium in it, with `localhost` and its subdomains resolved to this machine's end of the link.
 */
export function createVisitorNetwork(dir: string) {
  removeVisitorNetwork()
  ip('netns', 'add', NAMESPACE)
  ip('link', 'add', LINK.machine, 'type', 'veth', 'peer', 'name', LINK.visitor, 'netns', NAMESPACE)
  ip('address', 'add', `${ADDRESS.machine}/${ADDRESS.prefix}`, 'dev', LINK.machine)
  ip('link', 'set', LINK.machine, 'up')
  const inside = (...args: string[]) => ip('netns', 'exec', NAMESPACE, 'ip', ...args)
  inside('address', 'add', `${ADDRESS.visitor}/${ADDRESS.prefix}`, 'dev', LINK.visitor)
  inside('link', 'set', LINK.visitor, 'up')
  inside('link', 'set', 'lo', 'up')
  // Playwright starts the browser by its path: this one enters the namespace first.
  const executablePath = join(dir, 'chromium-in-visitor-network')
  writeFileSync(executablePath, `#!/bin/sh\nexec ip netns exec ${NAMESPACE} '${chromiumPath()}' "$@"\n`, {
    mode: 0o755,
  })
  const resolve = `MAP localhost ${ADDRESS.machine}, MAP *.localhost ${ADDRESS.machine}`
  return { executablePath, args: [`--host-resolver-rules=${resolve}`] }
}

/** Removes the link (both ends at once) and the namespace; nothing of what is not there. */
export function removeVisitorNetwork(): void {
  if (ip('link', 'show').toString().includes(` ${LINK.machine}@`)) ip('link', 'delete', LINK.machine)
  const listed = ip('netns', 'list').toString()
  if (listed.split('\n').some((line) => line.split(' ')[0] === NAMESPACE)) ip('netns', 'delete', NAMESPACE)
}
