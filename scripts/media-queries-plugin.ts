import type { PartialMessage, Plugin } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { MEDIA } from '../shared/media-queries'

/** Each query of MEDIA by its key in kebab case, as the stylesheets name it: `belowDesktop` is `--below-desktop`. */
const QUERIES = new Map(
  Object.entries(MEDIA).map(([key, query]) => [`--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, query]),
)

/**
 * `@media (--desktop)` in a stylesheet is MEDIA.desktop (shared/media-queries.ts), put in as each
 * file is loaded: esbuild passes `@custom-media` through as it is, and browsers do not read it. A
 * name MEDIA does not have fails the build.
 */
export const namedMediaQueries: Plugin = {
  name: 'named-media-queries',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async ({ path }) => {
      const css = await readFile(path, 'utf8')
      const errors: PartialMessage[] = []
      const contents = css.replace(/@media[^{]*/g, (prelude, preludeAt: number) =>
        prelude.replace(/\((--[\w-]+)\)/g, (written, name: string, at: number) => {
          const query = QUERIES.get(name)
          if (query) return query
          const lines = css.slice(0, preludeAt + at).split('\n')
          errors.push({
            text: `unknown media query ${written}: shared/media-queries.ts has ${[...QUERIES.keys()].join(', ')}`,
            location: {
              file: relative(process.cwd(), path),
              line: lines.length,
              column: lines.at(-1)!.length,
              length: written.length,
              lineText: css.split('\n')[lines.length - 1]!,
            },
          })
          return written
        }),
      )
      return { contents, loader: 'css', errors }
    })
  },
}
