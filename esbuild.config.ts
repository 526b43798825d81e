/**
 * Production build into dist/: the content checked first (a mistake stops the build with one line
 * naming it), one script per page of shared/pages.ts (hashed names), the stylesheets (kept in the
 * manifest, to be inlined into the pages), the server bundle, the content's photos in AVIF and WebP
 * at the widths they are shown at, and the static files (public/, self-hosted icons, drawn
 * certificate placeholders), every compressible file with .br and .gz twins. `npm run build`.
 */
import { build, type Metafile, type Plugin } from 'esbuild'
import { createHash } from 'node:crypto'
import { cp, mkdir, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import type { ImageTable } from './shared/images/image-slots'
import { STYLESHEETS, type AssetManifest } from './shared/page-assets'
import { PAGES, type PageId } from './shared/pages'
import { copyTechnologyIcons } from './scripts/copy-technology-icons'
import { BUILD_DIR, CONTENT_DIR } from './scripts/build-settings'
import { buildFingerprint, writeBuildStamp } from './scripts/build-stamp'
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

const DIST = BUILD_DIR
const PUBLIC_OUT = `${DIST}/public`
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

/** Each page's browser entry, by the page's id. */
const entryOf = (page: PageId) => `client/entries/${page}.ts`

/**
 * One script per page, all of it in one file: one request, made by the page's inline loader once
 * the page has been painted. A page shares no script with another: the landing page does not link
 * to the forms (SPEC §2).
 */
async function buildClient(): Promise<Metafile> {
  const outputs: Metafile['outputs'] = {}
  const inputs: Metafile['inputs'] = {}
  for (const page of PAGES) {
    const { metafile } = await build({
      entryPoints: { [page.id]: entryOf(page.id) },
      bundle: true,
      format: 'esm',
      minify: true,
      target: ['es2020', 'chrome87', 'safari14.1', 'firefox78'], // not safari14: esbuild cannot lower destructuring for it
      outdir: ASSETS_OUT,
      entryNames: '[name]-[hash]',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
      metafile: true,
      plugins: [contentModule],
      logLevel: 'warning',
    })
    Object.assign(outputs, metafile.outputs)
    Object.assign(inputs, metafile.inputs)
  }
  return { inputs, outputs }
}

/** Each stylesheet, minified, with the sha256 the CSP names it by: pages carry them inline. */
async function buildStyles(): Promise<AssetManifest['styles']> {
  const styles = {} as AssetManifest['styles']
  for (const name of STYLESHEETS) {
    const { outputFiles } = await build({
      entryPoints: [`client/styles/${name}.css`],
      bundle: true,
      minify: true,
      write: false,
      outdir: 'inline',
      logLevel: 'warning',
    })
    styles[name] = inlineCode(outputFiles[0]!.text.trim())
  }
  return styles
}

async function buildServer(): Promise<void> {
  await build({
    entryPoints: ['server/index.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: `${DIST}/server/index.js`,
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
 * The inline loader of a page: once the page's first contentful paint has been presented (the
 * Paint Timing entry reports it), it imports the page's script. So no script is requested before
 * the page is on screen, on a slow phone or in Lighthouse's model of one, and the page, complete as
 * HTML, never waits for it. A browser without Paint Timing imports it at once.
 */
const loaderOf = (script: string) =>
  inlineCode(
    `const s=()=>import(${JSON.stringify(script)});PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver((l,o)=>{o.disconnect();s()}).observe({type:"paint",buffered:!0}):s()`,
  )

/** Each page's hashed script and its loader, every stylesheet and every photo, for the server (server/asset-manifest.ts). */
function assetManifest(client: Metafile, styles: AssetManifest['styles'], images: ImageTable): AssetManifest {
  const entries = {} as AssetManifest['entries']
  for (const [outputPath, output] of Object.entries(client.outputs)) {
    const page = PAGES.find((row) => output.entryPoint === entryOf(row.id))
    if (page) entries[page.id] = { script: toUrl(outputPath), loader: loaderOf(toUrl(outputPath)) }
  }
  return { styles, entries, images }
}

async function main(): Promise<void> {
  const started = performance.now()
  const fingerprint = await buildFingerprint('.', CONTENT_DIR) // of what this build reads, before it reads it
  const content = await loadContent(CONTENT_DIR)
  await rm(DIST, { recursive: true, force: true })
  await mkdir(ASSETS_OUT, { recursive: true })
  await cp('public', PUBLIC_OUT, { recursive: true })
  const [client, styles, images] = await Promise.all([
    buildClient(),
    buildStyles(),
    processImages(contentImageUses(content), {
      sourceDir: join(CONTENT_DIR, IMAGES_FOLDER),
      outDir: `${PUBLIC_OUT}${IMAGES_URL}`,
      urlPath: IMAGES_URL,
      cacheDir: IMAGE_CACHE,
    }),
    buildServer(),
    copyTechnologyIcons(content.TECHNOLOGIES, PUBLIC_OUT),
    writeCertificatePlaceholders(
      content.CERTIFICATES.filter((certificate) => !certificate.photo),
      PUBLIC_OUT,
    ),
  ])
  await writeFile(`${DIST}/asset-manifest.json`, JSON.stringify(assetManifest(client, styles, images), null, 2))
  await precompressAssets(PUBLIC_OUT) // .br/.gz twins, served by server/routes/static-files.ts
  await writeBuildStamp(DIST, fingerprint) // `npm start` builds again once the sources or the content differ
  console.log(`build: ${DIST}/ ready in ${Math.round(performance.now() - started)} ms (content: ${CONTENT_DIR})`)
}

try {
  await main()
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  // One line per mistake, and nothing else: the owner fixes what it names and builds again.
  for (const line of error.lines) console.error(`content error: ${line}`)
  process.exit(1)
}
