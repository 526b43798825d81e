/**
 * `npm run stats:password`: the hash of the owner's password for /statistik, for STATS_PASSWORD_HASH
 * in .env. The password is read from stdin (`printf %s "$PASSWORD" | npm run -s stats:password`),
 * or asked for twice, unechoed, at a terminal; only the hash is printed.
 */
import { text } from 'node:stream/consumers'
import { hashPassword } from '../server/owner/password'

const MIN_LENGTH = 12

/** One line typed at the terminal, not echoed. */
function ask(prompt: string): Promise<string> {
  process.stderr.write(prompt)
  process.stdin.setRawMode(true)
  process.stdin.resume()
  return new Promise((resolve) => {
    let typed = ''
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\u0003') process.exit(130) // Ctrl+C
        if (char === '\r' || char === '\n') {
          process.stdin.off('data', onData)
          process.stdin.setRawMode(false)
          process.stdin.pause()
          process.stderr.write('\n')
          return resolve(typed)
        }
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char
      }
    }
    process.stdin.on('data', onData)
  })
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).replace(/\r?\n$/, '')
  const password = await ask('Password for /statistik: ')
  if ((await ask('Same password again: ')) !== password) throw new Error('the two passwords differ')
  return password
}

try {
  const password = await readPassword()
  if ([...password].length < MIN_LENGTH) throw new Error(`the password needs at least ${MIN_LENGTH} characters`)
  process.stdout.write(`${await hashPassword(password)}\n`)
} catch (error) {
  console.error(`stats:password: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
