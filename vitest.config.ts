import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'server/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
      'tests/server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // A valid order of every field at its maxlength, in a script that takes 9 bytes a character,
    // is handed over in a Location header of about 35 kB: more than Node's default 16 kB limit.
    execArgv: ['--max-http-header-size=131072'],
  },
})
