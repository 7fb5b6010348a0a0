import { describe, expect, it } from 'vitest'
import { difference, standings } from '../src/standings'
import { ROUNDS, TEAMS } from './fixtures'

describe('standings', () => {
  it('counts games, wins and points', () => {
    const rows = standings(TEAMS, ROUNDS)
    const nim = rows.find((r) => r.team === 'NIM')!
    expect(nim).toEqual({ team: 'NIM', played: 3, wins: 3, pointsFor: 39, pointsAgainst: 18 })
    expect(difference(nim)).toBe(21)
    expect(rows.reduce((n, r) => n + r.played, 0)).toBe(18)
  })

  it('orders by wins, then point difference', () => {
    expect(standings(TEAMS, ROUNDS).map((r) => r.team)).toEqual(['NIM', 'AVI', 'SET', 'CAS', 'BOU', 'ARL'])
  })

  it('breaks a full tie on team id', () => {
    expect(standings(['B', 'A'], []).map((r) => r.team)).toEqual(['A', 'B'])
  })

  it('rejects unknown teams and level scores', () => {
    expect(() => standings(['A'], [{ round: 1, home: 'A', away: 'Z', homeScore: 13, awayScore: 2 }])).toThrow(
      'unknown team',
    )
    expect(() => standings(['A', 'B'], [{ round: 1, home: 'A', away: 'B', homeScore: 9, awayScore: 9 }])).toThrow(
      'is level',
    )
  })
})
