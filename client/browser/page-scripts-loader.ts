import { loadPageScripts } from './load-page-scripts'

/** The page's scripts, its islands' then the site script: the build writes them in (esbuild.config.ts, `define`). */
declare const PAGE_SCRIPTS: readonly string[]

/** Inline in a page's head: imports its scripts once it has been painted (load-page-scripts.ts). */
loadPageScripts(PAGE_SCRIPTS)
