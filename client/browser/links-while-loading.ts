/**
 * Inline in every page's head, before anything is painted: a tap on a link to a part of the page
 * that has not arrived yet (a slow connection still bringing the HTML) would find no target and
 * leave the visitor where they are. Such a link is followed once the page is parsed instead.
 * Afterwards the browser follows it (CSS keeps headings clear of the header), and once the header
 * is live, the header does (client/islands/site-header.island.tsx).
 */
document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null
    const id = link?.getAttribute('href')?.slice(1)
    if (!id || document.readyState !== 'loading' || document.getElementById(id)) return
    event.preventDefault()
    document.addEventListener('DOMContentLoaded', () => (location.hash = id), { once: true })
  },
  true,
)
