import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * The owner's password, kept only as a scrypt hash (node:crypto) with its parameters and salt:
 * `scrypt:<log2 N>:<r>:<p>:<salt>:<hash>`, base64url, with no `$` for compose's .env to expand.
 * N = 2^15, r = 8 needs 32 MiB and about 60 ms of one core for each check.
 */
const LOG2_N = 15
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_BYTES = 32
const FORMAT = /^scrypt:(1[0-9]|20):([1-9]|1[0-6]):([1-4]):([\w-]{16,88}):([\w-]{43})$/

/**
 * The most a check may cost. The container has 256 MiB and the server uses about 110 of it, so one
 * check (the door runs one at a time) may take 64 MiB: twice the default, one step up in N. p runs
 * the same memory again, one after another: the work is held to four times the default's, about a
 * quarter of a second, so a queue of checks drains in about a second.
 */
const MAX_MEMORY_BYTES = 64 * 1024 * 1024
const MAX_WORK = 4 * 2 ** LOG2_N * BLOCK_SIZE * PARALLELISM

export type PasswordHash = NonNullable<ReturnType<typeof parsePasswordHash>>

/** What OpenSSL reserves for one check (its own sum, which Node's `maxmem` is held against). */
const memoryOf = ({ N, r, p }: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>) => 128 * r * (N + p + 2)

const derive = (password: string, salt: Buffer, options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...options, maxmem: memoryOf(options) }, (error, key) =>
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

/** Why this server cannot afford a check of the hash (its memory, or its time), or undefined when it can. */
export function unaffordable({ options: { N, r, p } }: PasswordHash): string | undefined {
  const cost = `a check at N=2^${Math.log2(N)}, r=${r}, p=${p} needs`
  if (128 * N * r > MAX_MEMORY_BYTES)
    return `${cost} ${mebibytes(128 * N * r)} of memory, more than the ${mebibytes(MAX_MEMORY_BYTES)} this server allows`
  if (N * r * p > MAX_WORK)
    return `${cost} ${(N * r * p) / (MAX_WORK / 4)} times the default's work, more than the 4 this server allows`
  return undefined
}

const mebibytes = (bytes: number) => (bytes >= 2 ** 30 ? `${bytes / 2 ** 30} GiB` : `${bytes / 2 ** 20} MiB`)

/** Whether `password` is the owner's, compared in constant time; rejects only if scrypt itself fails. */
export async function passwordMatches(password: string, { options, salt, hash }: PasswordHash): Promise<boolean> {
  return timingSafeEqual(await derive(password, salt, options), hash)
}
