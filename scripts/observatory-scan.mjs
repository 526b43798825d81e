// The MDN HTTP Observatory's own scan (retrieve, the ten tests, the grader), with the ports
// passed through: its CLI can only scan ports 80 and 443. Run by scripts/observatory.sh:
//   node observatory-scan.mjs HOST HTTP_PORT HTTPS_PORT
// Resolves @mdn/mdn-http-observatory from the current directory (the script's install).
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const [host, httpPort, httpsPort] = process.argv.slice(2)
const base = pathToFileURL(
  createRequire(pathToFileURL(`${process.cwd()}/`)).resolve('@mdn/mdn-http-observatory/package.json'),
)
const load = (path) => import(new URL(path, base).href)
const { retrieve } = await load('./src/retriever/retriever.js')
const { ALL_TESTS, NUM_TESTS } = await load('./src/constants.js')
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('./src/grader/charts.js')
const { getGradeForScore, getScoreModifier } = await load('./src/grader/grader.js')

const retrieved = await retrieve(host, { httpPort, httpsPort })
if (!retrieved.responses.auto) throw new Error(`nothing answered on ${host}:${httpPort}/${httpsPort}`)
let withExtraCredit = 100
let uncurved = 100
let passed = 0
const rows = ALL_TESTS.map((test) => {
  const result = test(retrieved)
  const modifier = result.result ? getScoreModifier(result.result) : 0
  withExtraCredit += modifier
  if (modifier < 0) uncurved += modifier
  if (result.pass) passed += 1
  return { test: result.constructor.name, pass: result.pass, result: result.result, modifier }
})
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved)
for (const row of rows)
  console.log(
    `  ${row.pass ? 'pass' : 'FAIL'}  ${row.test.padEnd(30)} ${row.result} (${row.modifier >= 0 ? '+' : ''}${row.modifier})`,
  )
console.log(`  grade ${grade}, score ${score}, ${passed}/${NUM_TESTS} tests passed`)
