import type { Result } from './results'
import { standings } from './standings'

export interface Pairing {
  home: string
  away: string | null // null: a bye, scored 13-7
}

function met(results: Result[], a: string, b: string): boolean {
  return results.some((r) => (r.home === a && r.away === b) || (r.home === b && r.away === a))
}

function hadBye(results: Result[], team: string): boolean {
  return results.some((r) => r.home === team && r.away === 'BYE')
}

/**
 * The next Swiss round: teams in standings order, each paired with the highest-placed
 * team below it that it has not met yet. With an odd number of teams the lowest-placed
 * team without a bye so far gets one.
 */
export function nextRound(teams: string[], results: Result[]): Pairing[] {
  const played = results.filter((r) => r.away !== 'BYE')
  const order = standings(teams, played).map((row) => row.team)
  let bye: Pairing | null = null

  if (order.length % 2 === 1) {
    const byeTeam = [...order].reverse().find((t) => !hadBye(results, t)) ?? order[order.length - 1]
    order.splice(order.indexOf(byeTeam), 1)
    bye = { home: byeTeam, away: null }
  }

  const pairings: Pairing[] = []
  while (order.length > 0) {
    const home = order.shift()!
    let index = order.findIndex((t) => !met(played, home, t))
    if (index === -1) index = 0 // every remaining team already met: allow a rematch
    const [away] = order.splice(index, 1)
    pairings.push({ home, away })
  }
  return bye ? [...pairings, bye] : pairings
}
