import { parse, type HTMLElement } from 'node-html-parser'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

/** A component as the server renders it, parsed to query as a browser would read it. */
export const renderHtml = (element: ReactElement): HTMLElement => parse(renderToString(element))
