/**
 * Releases no visitor may ever meet: the project with a one-line fault, built and rolled out by
 * scripts/update.sh as the owner does, under load that posts the order form as well as reading
 * pages. Each must end with update.sh exiting non-zero and naming the fault, the containers of before
 * serving as they were, and not one request answered 5xx (nor failed otherwise).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ORDER } from '../support/form-fixtures'
import { PAGE_PATHS } from '../support/page-paths'
import { describeLoad, underLoad } from './load'
import { expect, ok, type Project } from './project'
import { expectEnded, runningImage, startUpdate } from './update-script'

const FAULT = "throw new Error('a fault of this release')"

/** Each fault: the line inserted after the first line that matches `after`, and what update.sh must say. */
const FAULTS = {
  post: {
    what: "a release that answers 500 to /pesanan's valid post",
    file: 'server/routes/form-routes.tsx',
    after: /res\.set\('Cache-Control', 'no-store'\)/,
    line: `if (form.path === '/pesanan') ${FAULT}`,
    says: 'a valid post to /pesanan answered 500',
  },
  pages: {
    what: 'a release that answers 500 on every page',
    file: 'server/app.ts',
    after: /logRequest\(req, res, \(\) => path\)/,
    line: `if (${JSON.stringify(PAGE_PATHS)}.includes(path)) ${FAULT}`,
    says: '/ answered 500',
  },
}

/** The fault written into the project's copy; what takes it out again. */
function insertFault(project: Project, { file, after, line }: (typeof FAULTS)[keyof typeof FAULTS]): () => void {
  const path = join(project.dir, file)
  const source = readFileSync(path, 'utf8')
  const lines = source.split('\n')
  const at = lines.findIndex((text) => after.test(text))
  expect(at >= 0, `${file} no longer has the line the fault follows (${after})`)
  lines.splice(at + 1, 0, line)
  writeFileSync(path, lines.join('\n'))
  return () => writeFileSync(path, source)
}

/**
 * The visitors meanwhile: the pages, and a valid order posted without JavaScript after every fourth
 * round of them (a post every second or so: a container that served visitors would meet several).
 */
const VISITS = [
  ...Array.from({ length: 4 }, () => PAGE_PATHS).flat(),
  { method: 'POST' as const, path: '/pesanan', body: new URLSearchParams(ORDER).toString() },
]

export async function badRelease(project: Project, kind: keyof typeof FAULTS): Promise<void> {
  const fault = FAULTS[kind]
  const before = await project.ids('app')
  const image = await runningImage(project)
  const restore = insertFault(project, fault)
  const { result, load } = await underLoad(
    `while update.sh rolled out ${fault.what}`,
    () => startUpdate(project).finished,
    VISITS,
  ).finally(restore)
  expectEnded(result, `update.sh with ${fault.what}`, fault.says)
  expect(!result.output.includes('open to visitors'), `update.sh opened ${fault.what} to visitors`)
  expect((await project.ids('app')).join() === before.join(), 'the containers of before are not the ones serving')
  expect((await runningImage(project)) === image, 'the image that runs changed')
  expect(load.beacons.refused === 0, `${load.beacons.refused} beacons answered 503 while ${fault.what} rolled out`)
  const answers = Object.entries(load.statuses).map(([status, count]) => `${status} ×${count}`)
  ok(
    `${fault.what}: update.sh exits ${result.code} after ${result.seconds.toFixed(1)} s naming it, the old ones serve ` +
      `on; ${describeLoad(load)}, no 5xx (besides 200: ${answers.join(', ')})`,
  )
}
