import { copyFile, mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Devicon SVGs copied from the npm package so no page loads an icon from a third-party host. */
const DEVICON_FILES: Record<string, string> = {
  javascript: 'javascript/javascript-original.svg',
  react: 'react/react-original.svg',
  tailwind: 'tailwindcss/tailwindcss-original.svg',
  php: 'php/php-original.svg',
  laravel: 'laravel/laravel-original.svg',
  mysql: 'mysql/mysql-original.svg',
  github: 'github/github-original.svg',
  vercel: 'vercel/vercel-original.svg',
  netlify: 'netlify/netlify-original.svg',
}

export async function copyTechnologyIcons(outDir: string): Promise<void> {
  const deviconRoot = join(dirname(createRequire(import.meta.url).resolve('devicon/package.json')), 'icons')
  await mkdir(outDir, { recursive: true })
  await Promise.all(
    Object.entries(DEVICON_FILES).map(([id, file]) => copyFile(join(deviconRoot, file), join(outDir, `${id}.svg`))),
  )
}
