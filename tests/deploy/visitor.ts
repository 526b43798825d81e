/**
 * A visitor on this machine: HTTPS to Caddy on loopback for https://localhost, trusting Caddy's own
 * certificate authority and nothing else (HTTP/1.1; curl checks HTTP/2 separately).
 */
import { readFileSync } from 'node:fs'
import { request } from 'node:https'
import { request as plainRequest } from 'node:http'

export interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

export interface Visitor {
  get(path: string, headers?: Record<string, string>): Promise<Answer>
  post(path: string, form: string, headers?: Record<string, string>): Promise<Answer>
}

export function visitor(caFile: string): Visitor {
  const ca = readFileSync(caFile)
  const send = (method: string, path: string, body: string | undefined, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        { host: 'localhost', port: 443, method, path, ca, headers, agent: false, timeout: 15_000 },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, headers: flat(res.headers), body: text }))
          res.on('error', reject)
        },
      )
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 15 s`)))
      req.on('error', reject)
      req.end(body)
    })
  return {
    get: (path, headers = {}) => send('GET', path, undefined, headers),
    post: (path, form, headers = {}) =>
      send('POST', path, form, { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }),
  }
}

/** Plain HTTP on loopback (port 80, or one that should not be open). */
export function plainGet(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    plainRequest({ host: '127.0.0.1', port, path, headers: { Host: 'localhost' }, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode!, headers: flat(res.headers), body: '' }))
    })
      .on('error', reject)
      .end()
  })
}

function flat(headers: NodeJS.Dict<string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
  )
}
