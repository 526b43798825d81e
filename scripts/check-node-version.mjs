// First step of `npm start` and `npm test`: on a Node other than .node-version's major, at that version
// or later (package.json's engines), one line saying which one is needed, where a missing module
// (node:sqlite) would print a stack trace. It runs on the Node it checks: plain JavaScript that
// Node 16 parses (eslint.config.js holds it to ES2021), nothing imported but node:fs.
import { readFileSync } from 'node:fs'

const wanted = readFileSync(new URL('../.node-version', import.meta.url), 'utf8').trim()
const parts = (version) => version.replace(/^v/, '').split('.').map(Number)

/** Same major as `wanted`, and not before it. */
function satisfies(version) {
  const [have, need] = [parts(version), parts(wanted)]
  if (have[0] !== need[0]) return false
  for (let i = 1; i < need.length; i++) if (have[i] !== need[i]) return have[i] > need[i]
  return true
}

/**
 * npm prints a banner on stdout before it runs a script: a blank line, "> name@version event", "> the
 * command", a blank line. In a terminal it is cleared, so that the line below is all one reads. Only
 * --silent stops npm printing it, and loglevel=silent in .npmrc would also hide npm install's own
 * message about the engine. In a pipe or a file, and where npm printed none, nothing is cleared.
 */
function clearNpmBanner() {
  const env = process.env
  const byNpm = (env.npm_config_user_agent || '').startsWith('npm/') && env.npm_lifecycle_event
  const printed = byNpm && env.npm_config_loglevel !== 'silent' && env.npm_config_json !== 'true'
  if (!printed || !process.stdout.isTTY || env.TERM === 'dumb') return
  const id = env.npm_package_name ? `${env.npm_package_name}@${env.npm_package_version} ` : ''
  const lines = ['', `> ${id}${env.npm_lifecycle_event}`]
  for (const line of (env.npm_lifecycle_script || '').trim().split('\n')) lines.push(`> ${line}`)
  lines.push('')
  const columns = process.stdout.columns || 80
  const rows = lines.reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / columns)), 0)
  process.stdout.write(`\x1b[${rows}A\x1b[0J`)
}

if (!satisfies(process.version)) {
  clearNpmBanner()
  // Within 80 columns: a terminal shows it on one row.
  process.stderr.write(
    `Needs Node.js ${parts(wanted)[0]} (>=${wanted}, .node-version), not ${process.version}: see README.md\n`,
  )
  process.exitCode = 1
}
