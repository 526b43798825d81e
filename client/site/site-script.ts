import type { countVisit } from './counting/count-visit'
import { registerServiceWorker } from './register-service-worker'
import { afterStartUp } from './start-up'

/** The counting module's URL (client/site/counting/count-visit.ts), which the build puts in. */
declare const COUNTING_SCRIPT: string

/**
 * What every page with scripts loads beside its islands: the service worker's registration, and,
 * where the owner counts visits (data-counting on the root, server/pages/document.tsx), counting,
 * fetched then and only then.
 */
registerServiceWorker()
if (document.documentElement.dataset.counting === 'on')
  void import(COUNTING_SCRIPT)
    .then((counting: { countVisit: typeof countVisit }) => counting.countVisit(afterStartUp))
    .catch(() => {})
