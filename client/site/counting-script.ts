import { countVisit } from './counting/count-visit'
import { registerServiceWorker } from './register-service-worker'

/** What every page loads beside its islands, when the owner counts visits (server/analytics/). */
registerServiceWorker()
countVisit()
