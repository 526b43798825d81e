import { hydrateRoot } from 'react-dom/client'
import { FloorButton } from './floor-button'

hydrateRoot(document.getElementById('root')!, <FloorButton />)
