import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'server/**/*.test.{ts,tsx}',
      'client/**/*.test.{ts,tsx}',
      'tests/server/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'threads',
    // vitest's default, one worker fewer than the cores, leaves one of a 2-core machine's idle:
    // two workers finish the suite in two thirds of the time.
    maxWorkers: 2,
    // Only to catch a hang: on a slow 2-core machine a server test (500 fuzzed posts) takes over 5 s.
    testTimeout: 30_000,
  },
})
