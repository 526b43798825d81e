import { hydrateIslands } from '../hydrate-islands'

hydrateIslands({})
