import type { Response } from 'express'
import type { ReactElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

/** A render that has not finished by then is cut off, so a stuck component cannot hold a socket. */
export const RENDER_TIMEOUT_MS = 10_000

/**
 * Streams a React page straight into the response (compression flushes between chunks).
 * Resolves when the stream has ended or been aborted.
 */
export function renderPage(res: Response, page: ReactElement, status = 200): Promise<void> {
  return new Promise((resolve) => {
    let failed = false
    const { pipe, abort } = renderToPipeableStream(page, {
      onShellReady() {
        res.status(failed ? 500 : status).type('html')
        pipe(res)
      },
      onShellError() {
        res.status(500).type('html').send(res.app.locals.serverErrorHtml as string)
      },
      onError(error) {
        failed = true
        console.error('render failed:', error instanceof Error ? error.message : 'unknown error')
      },
    })
    const timer = setTimeout(() => abort(new Error('render timed out')), RENDER_TIMEOUT_MS)
    const settle = () => {
      clearTimeout(timer)
      resolve()
    }
    res.once('close', () => {
      if (!res.writableFinished) abort(new Error('client went away'))
      settle()
    })
    res.once('finish', settle)
  })
}
