import express from 'express'
import supertest from 'supertest'
import { describe, expect, it } from 'vitest'
import { CHECKS_WAITING, ownerDoor } from './door'
import { hashPassword, parsePasswordHash } from './password'

/**
 * The door alone, its password check replaced: how many checks run at once, and what a check that
 * fails gives. Everything else it does, through the real server: tests/server/owner-door.test.ts.
 */
const HASH = parsePasswordHash(await hashPassword('kata-sandi-pemilik', 10))!
const OWNER = `Basic ${Buffer.from('pemilik:kata-sandi-pemilik').toString('base64')}`

function doorWith(matches: () => Promise<boolean>) {
  const app = express()
  app.use(ownerDoor(HASH, { log: () => {}, matches }))
  app.get('/statistik', (_req, res) => void res.send('masuk'))
  return supertest(app)
}

/** A check that waits until it is let through; how many ran, and the most that ran at once. */
function gatedCheck() {
  const waiting: (() => void)[] = []
  let running = 0
  const seen = { started: 0, mostAtOnce: 0 }
  const matches = () =>
    new Promise<boolean>((resolve) => {
      running += 1
      seen.started += 1
      seen.mostAtOnce = Math.max(seen.mostAtOnce, running)
      waiting.push(() => {
        running -= 1
        resolve(true)
      })
    })
  return { matches, seen, waiting }
}

describe('the password check', () => {
  it(`runs one at a time in the process; ${CHECKS_WAITING} wait behind it, one more gets 429 at once`, async () => {
    const { matches, seen, waiting } = gatedCheck()
    const door = doorWith(matches)
    const answers = Array.from({ length: CHECKS_WAITING + 2 }, () =>
      door
        .get('/statistik')
        .set('Authorization', OWNER)
        .then((res) => res.status),
    )
    expect(await answers.at(-1)).toBe(429)
    expect(seen.started).toBe(1)
    for (let index = 0; index <= CHECKS_WAITING; index += 1) {
      await expect.poll(() => waiting.length).toBe(index + 1)
      waiting[index]!()
    }
    expect(await Promise.all(answers.slice(0, -1))).toEqual(Array(CHECKS_WAITING + 1).fill(200))
    expect(seen).toEqual({ started: CHECKS_WAITING + 1, mostAtOnce: 1 })
  })

  it('that fails answers an error page and the door goes on: the process never meets an unhandled rejection', async () => {
    let fails = true
    const door = doorWith(async () => {
      if (fails) throw new RangeError('Invalid scrypt params: memory limit exceeded')
      return true
    })
    expect((await door.get('/statistik').set('Authorization', OWNER)).status).toBe(500)
    fails = false
    expect((await door.get('/statistik').set('Authorization', OWNER)).status).toBe(200)
  })
})
