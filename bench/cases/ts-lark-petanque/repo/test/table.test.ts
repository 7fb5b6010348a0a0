import { describe, expect, it } from 'vitest'
import { standings } from '../src/standings'
import { renderTable } from '../src/table'
import { NAMES, ROUNDS, TEAMS } from './fixtures'

describe('renderTable', () => {
  it('prints the standings with names', () => {
    expect(renderTable(standings(TEAMS, ROUNDS), NAMES)).toBe(
      [
        ' #  Team                  P   W    F    A   Diff',
        ' 1  Nîmes Arènes          3   3   39   18    +21',
        ' 2  Avignon Pétanque      3   2   28   28      0',
        ' 3  Sète Quai             3   1   35   28     +7',
        ' 4  Cassis Fanny          3   1   26   30     -4',
        ' 5  Boulistes d’Uzès      3   1   28   37     -9',
        ' 6  Arles Boule Joyeuse   3   1   22   37    -15',
        '',
      ].join('\n'),
    )
  })

  it('falls back to team ids', () => {
    expect(renderTable(standings(['A'], []))).toBe(' #  Team   P   W    F    A   Diff\n 1  A      0   0    0    0      0\n')
  })
})
