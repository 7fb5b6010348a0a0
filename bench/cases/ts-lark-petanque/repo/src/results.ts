/** A played game of a poule or a Swiss round, teams by id. */
export interface Result {
  round: number
  home: string
  away: string
  homeScore: number
  awayScore: number
}

export function winnerOf(r: Result): string {
  if (r.homeScore === r.awayScore) throw new Error(`round ${r.round}: ${r.home} v ${r.away} is level`)
  return r.homeScore > r.awayScore ? r.home : r.away
}

/** Parse lines like `2 BOU 13-7 CAS` (round, home, score, away). */
export function parseResults(text: string): Result[] {
  const out: Result[] = []
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim()
    if (!line || line.startsWith('#')) return
    const m = /^(\d+)\s+(\S+)\s+(\d+)-(\d+)\s+(\S+)$/.exec(line)
    if (!m) throw new Error(`line ${i + 1}: expected "round HOME 13-7 AWAY", got "${line}"`)
    out.push({ round: Number(m[1]), home: m[2], homeScore: Number(m[3]), awayScore: Number(m[4]), away: m[5] })
  })
  return out
}
