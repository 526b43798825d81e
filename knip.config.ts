import type { KnipConfig } from 'knip'

/**
 * Unused files, exports and dependencies fail `npm run lint`. Knip follows imports from the entry
 * points it knows (package.json scripts, the configs, the tests); these are the ones it cannot see.
 */
const config: KnipConfig = {
  entry: [
    // Bundled by esbuild.config.ts: each page's islands (the build makes its script), and the service worker.
    'client/islands/*.island.tsx',
    'client/hydrate-islands.ts',
    'client/service-worker/*.ts',
    // Files the benches and the load test hand to esbuild, Chromium or a child process by path.
    'bench/floor/floor-entry.tsx',
    'bench/interact/interaction-probe.js',
    'bench/load/static-server.ts',
    'bench/load/store-capacity.ts',
    'scripts/observatory-scan.mjs',
    // Run by hand when the favicon changes (README).
    'scripts/generate-social-images.ts',
  ],
  // Read through createRequire: devicon's icons at build time, vnu-jar's path in a test.
  ignoreDependencies: ['devicon', 'vnu-jar'],
  // The container engine the deploy test drives, installed by .ci/run, not npm; e2fsprogs' chattr, which
  // makes a file read-only for root too (tests/server/analytics-safety.test.ts); coreutils' mkfifo,
  // which plants a FIFO in the shared folder, and util-linux's setpriv, which runs the server there
  // without capabilities when the tests run as root (the shared-assets tests).
  ignoreBinaries: ['podman', 'chattr', 'mkfifo', 'setpriv', 'ip'],
}

export default config
