/**
 * Inline in every page's head, before anything is painted: a link within the page lands where its
 * target truly is. Until a fresh visit has loaded and the browser is idle, the landing lays its
 * sections out only as they come near the screen (CSS `.lay-out-lazily`), sparing a phone's first
 * frames most of the layout; then all, so what does not scroll (a capture of the whole page) shows
 * them too. Their places are estimates until then: a reload, a return (both restore a scroll
 * position) and an in-page link lay out all at once. A link tapped before its target has arrived (a
 * slow connection still bringing the HTML) is followed once the page is parsed. Afterwards the
 * browser follows it (CSS keeps headings clear of the header), and once the header is live, the
 * header does (client/islands/site-header.island.tsx).
 */
import { whenIdle } from './when-idle'

const root = document.documentElement
const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
if (arrival?.type === 'navigate') root.classList.add('lay-out-lazily')
// Once idle after load: laying out the whole landing is a long task on a phone, and at `load` it
// would stand between the first paint and the page asking for its scripts (load-page-scripts.ts).
addEventListener('load', () => whenIdle(() => root.classList.remove('lay-out-lazily')))

document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null
    const id = link?.getAttribute('href')?.slice(1)
    if (!id) return
    root.classList.remove('lay-out-lazily')
    if (document.readyState !== 'loading' || document.getElementById(id)) return
    event.preventDefault()
    document.addEventListener('DOMContentLoaded', () => (location.hash = id), { once: true })
  },
  true,
)
