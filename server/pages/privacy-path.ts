/** The privacy notice (privacy-page.tsx), which every page's footer links to. */
export const PRIVACY_PATH = '/privasi'
