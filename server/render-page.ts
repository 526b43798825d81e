import type { Response } from 'express'
import type { ReactElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

/** A render that has not finished by then is cut off, so a stuck component cannot hold a socket. */
const RENDER_TIMEOUT_MS = 10_000

/**
 * Streams a page rendered for this request into the response. Resolves when the stream has ended
 * or been aborted; rejects if the page failed before anything was sent (the error page answers).
 */
export function renderPage(res: Response, page: ReactElement, status: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed = false
    let stop = (_reason: Error) => {}
    const timer = setTimeout(() => stop(new Error('render timed out')), RENDER_TIMEOUT_MS)
    const { pipe, abort } = renderToPipeableStream(page, {
      onShellReady() {
        res.status(failed ? 500 : status).type('html')
        pipe(res)
      },
      onShellError(error) {
        clearTimeout(timer)
        reject(error)
      },
      onError(error) {
        failed = true
        console.error('render failed:', error instanceof Error ? error.message : 'unknown error')
      },
    })
    stop = abort
    // 'close' follows 'finish' too: one handler settles either way.
    res.once('close', () => {
      if (!res.writableFinished) abort(new Error('client went away'))
      clearTimeout(timer)
      resolve()
    })
  })
}
