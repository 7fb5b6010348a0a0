import { difference, type Row } from './standings'

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n)
}

/** The standings as a fixed-width table, as pinned up at the boulodrome. */
export function renderTable(rows: Row[], names: Record<string, string> = {}): string {
  const width = Math.max(4, ...rows.map((r) => (names[r.team] ?? r.team).length))
  const lines = [`${'#'.padStart(2)}  ${'Team'.padEnd(width)}   P   W    F    A   Diff`]
  rows.forEach((r, i) => {
    lines.push(
      `${String(i + 1).padStart(2)}  ${(names[r.team] ?? r.team).padEnd(width)}` +
        `  ${String(r.played).padStart(2)}  ${String(r.wins).padStart(2)}` +
        `  ${String(r.pointsFor).padStart(3)}  ${String(r.pointsAgainst).padStart(3)}` +
        `  ${signed(difference(r)).padStart(5)}`,
    )
  })
  return lines.join('\n') + '\n'
}
