/**
 * The baseline for `npm run load`: node:http answering every request with fixed bytes from
 * memory (the HTML the production server sent), nothing else. What a page costs beyond this is
 * what the app adds. Started by run-load.ts: `node --import tsx static-server.ts PORT FILE.json`.
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

const [port, file] = process.argv.slice(2)
const pages = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, { status: number; html: string }>
const bodies = new Map(
  Object.entries(pages).map(([path, page]) => [path, { status: page.status, body: Buffer.from(page.html) }]),
)

createServer((req, res) => {
  const page = bodies.get(`${req.method} ${req.url}`)
  if (!page) {
    res.writeHead(404).end()
    return
  }
  req.resume()
  req.on('end', () => {
    res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.body.length })
    res.end(page.body)
  })
}).listen(Number(port), '127.0.0.1', () => console.log('static ready'))
