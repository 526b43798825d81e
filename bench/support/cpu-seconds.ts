import { execFileSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100
  } catch {
    return 100
  }
})()

/** CPU seconds a process has used (Linux /proc); what a request costs, whatever else the machine runs. */
export function cpuSeconds(child: ChildProcess): number {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return Number.NaN
  }
}
