/** The path of a request target, without its query string (`/pesanan?x=1` → `/pesanan`). */
export function pathOf(url: string | undefined = '/'): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}
