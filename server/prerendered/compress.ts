import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The encodings every compressible response is kept in, besides identity. */
export interface Compressed {
  br: Buffer
  gzip: Buffer
}

/**
 * Brotli at quality 11 and gzip at level 9: the smallest bodies zlib can make, affordable because
 * each body is compressed once (at build for files, at start for prerendered responses), never
 * per request. The one place that picks the settings.
 */
export function compress(body: Buffer): Compressed {
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
