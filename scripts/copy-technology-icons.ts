import { copyFile, mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Technology } from '../shared/content-schema'

/** The devicon package's icons, which a technology of the content names by file. */
export const DEVICON_ICONS = join(dirname(createRequire(import.meta.url).resolve('devicon/package.json')), 'icons')

/** Each technology's devicon SVG, copied to its imageUrl so no page loads an icon from a third-party host. */
export async function copyTechnologyIcons(technologies: readonly Technology[], publicDir: string): Promise<void> {
  await Promise.all(
    technologies.map(async ({ imageUrl, devicon }) => {
      if (!devicon) return
      const target = join(publicDir, imageUrl)
      await mkdir(dirname(target), { recursive: true })
      await copyFile(join(DEVICON_ICONS, devicon), target)
    }),
  )
}
