import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { compress } from '../server/prerendered/compress'

/** The build's scripts and SVG drawings; its photos are compressed already, and its styles are inline. */
const COMPRESSIBLE = /\.(js|svg)$/

/**
 * Writes `.br` and `.gz` twins beside each compressible file of the built public folder, which
 * server/routes/static-files.ts serves to browsers that accept them.
 */
export async function precompressAssets(publicDir: string): Promise<void> {
  const files = (await readdir(publicDir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name))
  await Promise.all(
    files.map(async (name) => {
      const path = join(publicDir, name)
      const { br, gzip } = compress(await readFile(path))
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzip)])
    }),
  )
}
