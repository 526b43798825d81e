/** Where the build writes (BUILD_DIR) and which content it builds (CONTENT_DIR): `npm run build`, `npm start`. */
export const BUILD_DIR = process.env.BUILD_DIR ?? 'dist'

/** The project's own content, unless CONTENT_DIR names another folder (tests, or an owner's own). */
export const CONTENT_DIR = process.env.CONTENT_DIR ?? 'shared/content'
