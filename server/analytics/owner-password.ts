import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * The owner's password, kept only as a scrypt hash (node:crypto) with its parameters and salt:
 * `scrypt:<log2 N>:<r>:<p>:<salt>:<hash>`, base64url, with no `$` for compose's .env to expand.
 * N = 2^15 needs 32 MiB for each check, well inside the container's 256 MiB.
 */
const LOG2_N = 15
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_BYTES = 32
const FORMAT = /^scrypt:(1[0-9]|20):([1-9]|1[0-6]):([1-4]):([\w-]{16,88}):([\w-]{43})$/

export type PasswordHash = NonNullable<ReturnType<typeof parsePasswordHash>>

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

/** The hash of a password; `log2N` lower only for tests, where a check then takes a millisecond. */
export async function hashPassword(password: string, log2N = LOG2_N): Promise<string> {
  const salt = randomBytes(16)
  const hash = await derive(password, salt, { N: 2 ** log2N, r: BLOCK_SIZE, p: PARALLELISM })
  return ['scrypt', log2N, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), hash.toString('base64url')].join(':')
}

/** A hash as `hashPassword` writes it, or undefined for anything else. */
export function parsePasswordHash(text: string) {
  const match = FORMAT.exec(text)
  if (!match) return undefined
  const [, log2N, r, p, salt, hash] = match as unknown as [string, string, string, string, string, string]
  return {
    options: { N: 2 ** Number(log2N), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    hash: Buffer.from(hash, 'base64url'),
  }
}

/** Whether `password` is the owner's, compared in constant time. */
export async function passwordMatches(password: string, { options, salt, hash }: PasswordHash): Promise<boolean> {
  return timingSafeEqual(await derive(password, salt, options), hash)
}
