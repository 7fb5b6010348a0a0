import { describe, expect, it } from 'vitest'
import { nextRound } from '../src/pairing'
import { parseResults } from '../src/results'
import { ROUNDS, TEAMS } from './fixtures'

describe('nextRound', () => {
  it('pairs the first round in id order', () => {
    expect(nextRound(['A', 'B', 'C', 'D'], [])).toEqual([
      { home: 'A', away: 'B' },
      { home: 'C', away: 'D' },
    ])
  })

  it('pairs by standings and avoids rematches', () => {
    expect(nextRound(TEAMS, ROUNDS)).toEqual([
      { home: 'NIM', away: 'CAS' },
      { home: 'AVI', away: 'ARL' },
      { home: 'SET', away: 'BOU' },
    ])
  })

  it('gives the bye to the lowest team that has not had one', () => {
    const results = parseResults('1 A 13-5 B\n1 C 13-0 BYE\n')
    expect(nextRound(['A', 'B', 'C'], results)).toEqual([
      { home: 'A', away: 'C' },
      { home: 'B', away: null },
    ])
  })
})
