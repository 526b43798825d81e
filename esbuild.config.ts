/**
 * Production build into dist/: one browser build per page of shared/pages.ts (hashed names), the
 * stylesheet, the server bundle, and the static files (public/, self-hosted icons, generated
 * certificate placeholders), every compressible file with .br and .gz twins. `npm run build`.
 */
import { build, type Metafile } from 'esbuild'
import { cp, mkdir, rm, writeFile } from 'node:fs/promises'
import { relative } from 'node:path'
import type { AssetManifest } from './shared/page-assets'
import { PAGES, type PageId } from './shared/pages'
import { copyTechnologyIcons } from './scripts/copy-technology-icons'
import { writeCertificatePlaceholders } from './scripts/write-certificate-placeholders'
import { precompressAssets } from './scripts/precompress-assets'

/** BUILD_DIR lets parallel checkouts or test runs build side by side (default dist/). */
const DIST = process.env.BUILD_DIR ?? 'dist'
const PUBLIC_OUT = `${DIST}/public`
const ASSETS_OUT = `${PUBLIC_OUT}/assets`

/** Each page's browser entry, by the page's id. */
const entryOf = (page: PageId) => `client/entries/${page}.ts`

/**
 * One build per page: code shared by two pages would otherwise go to a chunk that a third page
 * loads too (the landing page would load the forms' messages and the certificate list). Pages
 * share little cache anyway: the landing page does not link to the forms (SPEC §2). Within a
 * page's build, react-dom, imported when the first island hydrates, gets a chunk of its own.
 */
async function buildClient(): Promise<Metafile> {
  const outputs: Metafile['outputs'] = {}
  const inputs: Metafile['inputs'] = {}
  for (const page of PAGES) {
    const metafile = await buildClientEntry({ [page.id]: entryOf(page.id) })
    Object.assign(outputs, metafile.outputs)
    Object.assign(inputs, metafile.inputs)
  }
  return { inputs, outputs }
}

async function buildClientEntry(entryPoints: Record<string, string>): Promise<Metafile> {
  const result = await build({
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020', 'chrome87', 'safari14.1', 'firefox78'], // not safari14: esbuild cannot lower destructuring for it
    outdir: ASSETS_OUT,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  })
  return result.metafile
}

async function buildStyles(): Promise<Metafile> {
  const result = await build({
    entryPoints: { site: 'client/styles/site.css' },
    bundle: true,
    minify: true,
    outdir: ASSETS_OUT,
    entryNames: '[name]-[hash]',
    external: ['/icons/*', '/images/*', '/certificates/*', '/fonts/*'],
    metafile: true,
    logLevel: 'warning',
  })
  return result.metafile
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
    sourcemap: true,
    logLevel: 'warning',
  })
}

const toUrl = (outputPath: string) => `/${relative(PUBLIC_OUT, outputPath).split('\\').join('/')}`

/** Maps each page entry to its hashed script and the chunks it imports (for modulepreload). */
function assetManifest(client: Metafile, styles: Metafile): AssetManifest {
  const entries = {} as AssetManifest['entries']
  for (const [outputPath, output] of Object.entries(client.outputs)) {
    const entry = PAGES.find((page) => output.entryPoint === entryOf(page.id))?.id
    if (!entry) continue
    const preloads = output.imports.filter((i) => i.kind === 'import-statement').map((i) => toUrl(i.path))
    entries[entry] = { script: toUrl(outputPath), preloads }
  }
  const stylesheets = Object.keys(styles.outputs)
    .filter((path) => path.endsWith('.css'))
    .map(toUrl)
  return { styles: stylesheets, entries }
}

async function main(): Promise<void> {
  const started = performance.now()
  await rm(DIST, { recursive: true, force: true })
  await mkdir(ASSETS_OUT, { recursive: true })
  await cp('public', PUBLIC_OUT, { recursive: true })
  const [client, styles] = await Promise.all([buildClient(), buildStyles(), buildServer()])
  await Promise.all([
    copyTechnologyIcons(`${PUBLIC_OUT}/icons`),
    writeCertificatePlaceholders(`${PUBLIC_OUT}/certificates`),
  ])
  await writeFile(`${DIST}/asset-manifest.json`, JSON.stringify(assetManifest(client, styles), null, 2))
  await precompressAssets(PUBLIC_OUT) // .br/.gz twins, served by server/routes/static-files.ts
  console.log(`build: ${DIST}/ ready in ${Math.round(performance.now() - started)} ms`)
}

await main()
