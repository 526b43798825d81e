import { registerServiceWorker } from './register-service-worker'

/** What every page loads beside its islands, when counting is off: the service worker's registration. */
registerServiceWorker()
