/**
 * `npm run build` into dist/: the content checked, each page's scripts, the inline styles and scripts,
 * the server, the content's photos in AVIF and WebP, and the static files with .br and .gz twins.
 */
import { build, type Metafile, type Plugin } from 'esbuild'
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { STYLESHEETS, type AssetManifest, type ServiceWorkerAssets } from './server/asset-manifest'
import { CONTENT_PAGES, PAGES, type PageId } from './server/pages/site-pages'
import { copyTechnologyIcons } from './scripts/copy-technology-icons'
import { namedMediaQueries } from './scripts/media-queries-plugin'
import { BUILD_DIR, CONTENT_DIR } from './scripts/build-settings'
import {
  CONTENT_MODULE,
  ContentError,
  IMAGES_FOLDER,
  contentImageUses,
  loadContent,
} from './scripts/content/load-content'
import { processImages } from './scripts/content/process-images'
import { writeCertificatePlaceholders } from './scripts/write-certificate-placeholders'
import { precompressAssets } from './scripts/precompress-assets'

const PUBLIC_OUT = `${BUILD_DIR}/public`
const ASSETS_OUT = `${PUBLIC_OUT}/assets`
const IMAGES_URL = '/assets/images'
/** Photo versions made by earlier builds, kept where npm keeps tools' caches. */
const IMAGE_CACHE = 'node_modules/.cache/content-images'

/** `import … from '#content'` means the content folder's module, in every bundle. */
const contentModule: Plugin = {
  name: 'content-module',
  setup(build) {
    build.onResolve({ filter: /^#content$/ }, () => ({ path: resolve(CONTENT_DIR, CONTENT_MODULE) }))
  },
}

/** Each page's script, made from the islands its row of the page table lists: no file to keep in step. */
const PAGE_SCRIPT = 'page-script'
const pageScripts: Plugin = {
  name: PAGE_SCRIPT,
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${PAGE_SCRIPT}:`) }, ({ path }) => ({
      path: path.slice(PAGE_SCRIPT.length + 1),
      namespace: PAGE_SCRIPT,
    }))
    build.onLoad({ filter: /.*/, namespace: PAGE_SCRIPT }, ({ path }) => {
      const { islands } = PAGES.find((page) => page.id === path)!
      return {
        contents: [
          // Each by the name its module exports it by: another name fails the build, naming both.
          ...islands.map(({ name, module }) => `import { ${name} } from ${JSON.stringify(fileURLToPath(module))}`),
          `import { hydrateIslands } from './client/hydrate-islands'`,
          `void hydrateIslands({ ${islands.map((island) => island.name).join(', ')} })`,
        ].join('\n'),
        resolveDir: process.cwd(),
        loader: 'ts',
      }
    })
  },
}
const entryOf = (page: PageId) => `${PAGE_SCRIPT}:${page}`

/** What the browser runs: esbuild's targets for the phones and browsers the site serves. */
const BROWSERS = ['es2020', 'chrome87', 'safari14.1', 'firefox78'] // not safari14: esbuild cannot lower destructuring for it

/** How every script a page loads is built: modules named by a hash of their content, into assets/. */
const BROWSER_BUNDLE = {
  bundle: true,
  format: 'esm',
  minify: process.env.DEBUG_BUILD !== '1',
  target: BROWSERS,
  outdir: ASSETS_OUT,
  entryNames: '[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
} as const

/** The pages that hydrate islands: a page without (the privacy notice) loads no React. */
const PAGES_WITH_ISLANDS = PAGES.filter((page) => page.islands.length > 0)

/**
 * The pages' scripts, built together: what several pages use (React above all) goes into shared
 * chunks, so another page costs a browser only its own part. Names carry a hash of the content.
 */
async function buildClient(): Promise<Metafile> {
  const { metafile } = await build({
    ...BROWSER_BUNDLE,
    entryPoints: Object.fromEntries(PAGES_WITH_ISLANDS.map((page) => [page.id, entryOf(page.id)])),
    splitting: true,
    chunkNames: 'chunk-[hash]',
    jsx: 'automatic',
    banner: { js: '//# allFunctionsCalledOnLoad' }, // V8 compiles them with the file, off the main thread
    plugins: [contentModule, pageScripts],
  })
  return metafile
}

/**
 * The site script every page loads beside its islands (client/site/), built apart so that it shares
 * no chunk with them: the service worker's registration, and where counting is on, the counting
 * module, which it imports by the URL this build gives it. One build whatever the setting: a page
 * that does not count pays one `import()` never taken; a page that does, one file more.
 */
async function buildSiteScript(): Promise<{ script: string; counting: string[]; metafile: Metafile }> {
  const urlOf = (metafile: Metafile) => toUrl(Object.keys(metafile.outputs).find((path) => path.endsWith('.js'))!)
  // Neutral names: "site" and "visit", not words blockers' lists carry.
  const counting = await build({ ...BROWSER_BUNDLE, entryPoints: { visit: 'client/site/counting/count-visit.ts' } })
  const site = await build({
    ...BROWSER_BUNDLE,
    entryPoints: { site: 'client/site/site-script.ts' },
    define: { ...BROWSER_BUNDLE.define, COUNTING_SCRIPT: JSON.stringify(urlOf(counting.metafile)) },
  })
  return {
    script: urlOf(site.metafile),
    counting: [urlOf(counting.metafile)],
    metafile: mergeMetafiles(counting.metafile, site.metafile),
  }
}

/**
 * The scripts that are no page's module: the service worker (the server puts its precache list
 * before it) and its remover; and what pages carry inline, allowed by their sha256 in the CSP.
 */
async function buildScripts() {
  const { outputFiles, metafile } = await build({
    ...BROWSER_BUNDLE,
    entryPoints: {
      worker: 'client/service-worker/worker.ts',
      remover: 'client/service-worker/remover.ts',
      linksWhileLoading: 'client/browser/links-while-loading.ts',
      restoreDraft: 'client/forms/restore-draft.ts',
    },
    format: 'iife',
    minify: true,
    write: false,
    outdir: 'scripts',
    entryNames: '[name]',
  })
  const code = (name: string) => outputFiles.find((file) => file.path.endsWith(`/${name}.js`))!.text.trim()
  return {
    worker: { worker: code('worker'), remover: code('remover') },
    inline: {
      linksWhileLoading: inlineCode(code('linksWhileLoading')),
      restoreDraft: inlineCode(code('restoreDraft')),
    },
    metafile,
  }
}

/**
 * What the service worker precaches of the build beside the pages and their scripts (which the server
 * lists, as counting is set): the drawings (favicon, hero, icons, the empty certificate card that
 * stands in for the others offline), each with its integrity: their names carry no hash, so another
 * build's copy fails the install.
 */
async function precachedFiles(): Promise<ServiceWorkerAssets['files']> {
  const drawings = (await readdir(PUBLIC_OUT, { recursive: true })).filter((file) =>
    /^(favicon\.svg|(images|icons)\/[^/]+\.svg|certificates\/kosong\.svg)$/.test(file),
  )
  const drawing = async (file: string) => {
    const digest = createHash('sha256')
      .update(await readFile(join(PUBLIC_OUT, file)))
      .digest()
    return { url: `/${file}`, revision: digest.toString('hex', 0, 8), integrity: `sha256-${digest.toString('base64')}` }
  }
  return Promise.all(drawings.map(drawing))
}

/**
 * Each stylesheet, minified, with the sha256 the CSP names it by: pages carry them inline. Media
 * queries are written by name, `@media (--desktop)`, and put in from shared/media-queries.ts.
 */
async function buildStyles(): Promise<{ styles: AssetManifest['styles']; metafile: Metafile }> {
  const { outputFiles, metafile } = await build({
    entryPoints: Object.fromEntries(STYLESHEETS.map((name) => [name, `client/styles/pages/${name}.css`])),
    bundle: true,
    minify: true,
    write: false,
    outdir: 'inline',
    metafile: true,
    plugins: [namedMediaQueries],
    logLevel: 'warning',
  })
  const codeOf = (name: string) => outputFiles.find((file) => file.path.endsWith(`/${name}.css`))!.text.trim()
  const styles = Object.fromEntries(STYLESHEETS.map((name) => [name, inlineCode(codeOf(name))]))
  return { styles: styles as AssetManifest['styles'], metafile }
}

/** The server, and what the image runs around it (scripts/container/): the supervisor, the release check. */
async function buildServer(): Promise<void> {
  await build({
    entryPoints: {
      'server/index': 'server/index.ts',
      'container/supervise': 'scripts/container/supervise.ts',
      'container/check-release': 'scripts/container/check-release.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node26',
    outdir: BUILD_DIR,
    packages: 'external',
    jsx: 'automatic',
    define: { __SERVER_BUILT__: 'true', 'process.env.NODE_ENV': '"production"' },
    plugins: [contentModule],
    sourcemap: true,
    logLevel: 'warning',
  })
}

const toUrl = (outputPath: string) => `/${relative(PUBLIC_OUT, outputPath).split('\\').join('/')}`

/** Code to inline, with the CSP source that lets it run: its sha256, as the browser computes it. */
const inlineCode = (code: string) => ({ code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` })

/**
 * A page's scripts, its islands' then the site script, with its inline loader
 * (client/browser/page-scripts-loader.ts), which imports them once the page has been painted.
 */
async function withLoader(scripts: string[]) {
  const { outputFiles, metafile } = await build({
    ...BROWSER_BUNDLE,
    entryPoints: { loader: 'client/browser/page-scripts-loader.ts' },
    format: 'iife',
    write: false,
    define: { ...BROWSER_BUNDLE.define, PAGE_SCRIPTS: JSON.stringify(scripts) },
  })
  return { entry: { scripts, loader: inlineCode(outputFiles[0]!.text.trim()) }, metafile }
}

const mergeMetafiles = (...metafiles: Metafile[]): Metafile => ({
  inputs: Object.assign({}, ...metafiles.map((metafile) => metafile.inputs)),
  outputs: Object.assign({}, ...metafiles.map((metafile) => metafile.outputs)),
})

/** Every script a built file imports, statically or not, itself included, in load order. */
function scriptsOf(client: Metafile, output: string, seen = new Set<string>()): string[] {
  if (seen.has(output)) return []
  seen.add(output)
  const imports = client.outputs[output]?.imports ?? []
  return [...imports.flatMap((imported) => scriptsOf(client, imported.path, seen)), output]
}

/** Each page's scripts, its islands' entry last then the site script, and its loader. */
async function pageEntries(client: Metafile, siteScript: string) {
  const entries = {} as AssetManifest['entries']
  const metafiles: Metafile[] = []
  for (const page of PAGES) {
    const output = Object.keys(client.outputs).find((path) => client.outputs[path]!.entryPoint === entryOf(page.id))
    const islands = output ? scriptsOf(client, output).map(toUrl) : []
    const { entry, metafile } = await withLoader([...islands, siteScript])
    entries[page.id] = entry
    metafiles.push(metafile)
  }
  return { entries, metafile: mergeMetafiles(...metafiles) }
}

async function main(): Promise<void> {
  const started = performance.now()
  const content = await loadContent(CONTENT_DIR, CONTENT_PAGES)
  await rm(BUILD_DIR, { recursive: true, force: true })
  await mkdir(ASSETS_OUT, { recursive: true })
  await cp('public', PUBLIC_OUT, { recursive: true })
  const [client, site, css, images, scripts] = await Promise.all([
    buildClient(),
    buildSiteScript(),
    buildStyles(),
    processImages(contentImageUses(content), {
      sourceDir: join(CONTENT_DIR, IMAGES_FOLDER),
      outDir: `${PUBLIC_OUT}${IMAGES_URL}`,
      urlPath: IMAGES_URL,
      cacheDir: IMAGE_CACHE,
    }),
    buildScripts(),
    buildServer(),
    copyTechnologyIcons(content.TECHNOLOGIES, PUBLIC_OUT),
    writeCertificatePlaceholders(
      content.CERTIFICATES.filter((certificate) => !certificate.photo),
      PUBLIC_OUT,
    ),
  ])
  const pages = await pageEntries(client, site.script)
  const manifest: AssetManifest = {
    styles: css.styles,
    entries: pages.entries,
    counting: site.counting,
    inline: scripts.inline,
    images,
    serviceWorker: { ...scripts.worker, files: await precachedFiles() },
    immutable: [
      ...[...Object.keys(client.outputs), ...Object.keys(site.metafile.outputs)].map(toUrl),
      ...Object.values(images).flatMap((image) => [...image.avif, ...image.webp].map((rendition) => rendition.url)),
    ],
  }
  await writeFile(`${BUILD_DIR}/asset-manifest.json`, JSON.stringify(manifest, null, 2))
  // Everything the browser runs, for esbuild's bundle analyzer and tests/build/browser-code.test.ts.
  await writeFile(
    `${BUILD_DIR}/metafile.json`,
    JSON.stringify(mergeMetafiles(client, site.metafile, css.metafile, scripts.metafile, pages.metafile)),
  )
  await precompressAssets(PUBLIC_OUT) // .br/.gz twins, served by server/routes/static-files.ts
  console.log(`build: ${BUILD_DIR}/ ready in ${Math.round(performance.now() - started)} ms (content: ${CONTENT_DIR})`)
}

try {
  await main()
} catch (error) {
  // esbuild has printed each of its errors where it met it (an island imported by a name its module
  // does not export, say); a stack trace would add nothing.
  if (error instanceof Error && 'errors' in error) process.exit(1)
  if (!(error instanceof ContentError)) throw error
  // One line per mistake, and nothing else: the owner fixes what it names and builds again.
  for (const line of error.lines) console.error(`content error: ${line}`)
  process.exit(1)
}
