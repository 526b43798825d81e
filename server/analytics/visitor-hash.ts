import { createHash, randomBytes } from 'node:crypto'

/** A day's salt: random, made by the first process that counts that day, shared through the store. */
export const newSalt = (): Buffer => randomBytes(32)

interface VisitorTraits {
  /** The network of the visitor's address (address-prefix.ts), never the address. */
  prefix: string
  userAgent: string
  host: string
}

/**
 * One visitor of one day: a hash of the day's salt with the visitor's network, browser and the
 * site's host. Once the salt is deleted at the day's end, nothing can link it to a person or to
 * another day's visitors: the same phone tomorrow is a new hash.
 */
export function visitorHash(salt: Uint8Array, { prefix, userAgent, host }: VisitorTraits): Buffer {
  return createHash('sha256').update(salt).update(`${prefix}\0${userAgent}\0${host}`).digest().subarray(0, 16)
}
