import { winnerOf, type Result } from './results'

export interface Row {
  team: string
  played: number
  wins: number
  pointsFor: number
  pointsAgainst: number
}

export function difference(row: Row): number {
  return row.pointsFor - row.pointsAgainst
}

function record(row: Row, scored: number, conceded: number): void {
  row.played++
  row.pointsFor += scored
  row.pointsAgainst += conceded
  if (scored > conceded) row.wins++
}

/**
 * The standings of a poule or of the Swiss rounds played so far: most wins first, then
 * the best point difference (goal average), then most points scored, then team id.
 */
export function standings(teams: string[], results: Result[]): Row[] {
  const rows = new Map<string, Row>()
  for (const team of teams) {
    rows.set(team, { team, played: 0, wins: 0, pointsFor: 0, pointsAgainst: 0 })
  }
  for (const r of results) {
    winnerOf(r)
    const home = rows.get(r.home)
    const away = rows.get(r.away)
    if (!home || !away) throw new Error(`round ${r.round}: unknown team in ${r.home} v ${r.away}`)
    record(home, r.homeScore, r.awayScore)
    record(away, r.awayScore, r.homeScore)
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.wins - a.wins ||
      difference(b) - difference(a) ||
      b.pointsFor - a.pointsFor ||
      a.team.localeCompare(b.team),
  )
}
