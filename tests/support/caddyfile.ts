import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './build'

const CADDYFILE = readFileSync(join(ROOT, 'Caddyfile'), 'utf8')

/**
 * The page Caddy answers when no container could (the Caddyfile's `unavailable` snippet): its status,
 * its headers by lower-case name, and its HTML.
 */
export function unavailablePage(): { status: number; headers: Record<string, string>; text: string } {
  const snippet = CADDYFILE.slice(CADDYFILE.indexOf('(unavailable) {'))
  const respond = /\n\t\trespond `([^`]*)` (\d{3})\n/.exec(snippet)
  if (!respond) throw new Error('the Caddyfile has no `unavailable` snippet with a respond in backquotes')
  const block = snippet.slice(0, respond.index)
  const headers = Object.fromEntries(
    [...block.matchAll(/\n\t\theader ([\w-]+) ("[^"]*"|\S+)/g)].map(([, name, value]) => [
      name!.toLowerCase(),
      value!.replace(/^"|"$/g, ''),
    ]),
  )
  return { status: Number(respond[2]), headers, text: respond[1]! }
}
