import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import { parsePasswordHash, passwordMatches } from '../server/owner/password'

const run = promisify(execFile)

it('npm run stats:password reads the password from stdin and prints only its hash', async () => {
  const password = 'kopi-tubruk-di-teras'
  const child = run(process.execPath, ['--import', 'tsx', 'scripts/stats-password.ts'])
  child.child.stdin!.end(`${password}\n`)
  const { stdout, stderr } = await child
  expect(stderr).toBe('')
  expect(stdout).toMatch(/^scrypt:15:8:1:[\w-]+:[\w-]{43}\n$/)
  expect(await passwordMatches(password, parsePasswordHash(stdout.trim())!)).toBe(true)
})
