/**
 * The floor page of `npm run bench:interact`: what React 19 itself costs on the bench's phone.
 * Server-rendered HTML with one button that React hydrates, its script bundled and minified by
 * esbuild, both served brotli-compressed and uncached from loopback, as our pages are.
 */
import { build } from 'esbuild'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { FloorButton } from './floor-button'

const SCRIPT_PATH = '/floor.js'

async function floorScript(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [resolve(import.meta.dirname, 'floor-entry.tsx')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  })
  return outputFiles[0]!.text
}

const floorHtml = () =>
  `<!doctype html><html lang="id"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>` +
  `<script type="module" src="${SCRIPT_PATH}"></script></head>` +
  `<body><div id="root">${renderToString(createElement(FloorButton))}</div></body></html>`

const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })

/** Starts the floor page's server on a free loopback port; resolves with its origin. */
export async function startFloorServer(): Promise<{ origin: string; scriptBytes: number; server: Server }> {
  const files = new Map([
    ['/', { type: 'text/html; charset=utf-8', body: brotli(floorHtml()) }],
    [SCRIPT_PATH, { type: 'text/javascript; charset=utf-8', body: brotli(await floorScript()) }],
  ])
  const server = createServer((req, res) => {
    const file = files.get(req.url ?? '')
    if (!file) return res.writeHead(404).end()
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Encoding': 'br',
      'Content-Length': file.body.length,
      'Cache-Control': 'no-store',
    })
    res.end(file.body)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, scriptBytes: files.get(SCRIPT_PATH)!.body.length, server }
}
