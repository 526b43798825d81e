import { useEffect, useRef, useState } from 'react'

/**
 * The least a React page can do: one button whose count is React state. Its root is marked
 * data-hydrated once React has committed it, the way our islands are (client/hydrate-islands.ts),
 * so the bench's probe sees it go live the same way.
 */
export function FloorButton() {
  const [count, setCount] = useState(0)
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => root.current?.setAttribute('data-hydrated', 'true'), [])
  return (
    <div data-island="FloorButton" ref={root}>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Ketuk: {count}
      </button>
    </div>
  )
}
