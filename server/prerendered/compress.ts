import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * The smallest bodies zlib can make, affordable because each body is compressed once (at build for
 * files, at start for prerendered responses), never per request.
 */
export function compress(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  }
}
