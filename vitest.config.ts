import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    pool: 'threads',
    // vitest's default, one worker fewer than the cores, leaves one of a 2-core machine's idle:
    // two workers finish the suite in two thirds of the time.
    maxWorkers: 2,
    // Only to catch a hang: on a slow 2-core machine a server test (100 fuzzed posts a form) can pass 5 s.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/build/**/*.test.ts',
          ],
          environment: 'node',
          // Plain functions over their arguments: they share one module graph instead of importing it
          // again for every file, which took a third of the time of these tests.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['client/**/*.test.{ts,tsx}', 'server/**/*.test.tsx'],
          environment: 'jsdom',
          // Each file still gets its own window and storage; sharing the module graph halves these tests' time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own app on its own port and restores what it stubs: no state to leak.
          isolate: false,
        },
      },
    ],
  },
})
