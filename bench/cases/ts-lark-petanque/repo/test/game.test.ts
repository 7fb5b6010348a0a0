import { describe, expect, it } from 'vitest'
import { boulesPerTeam, parseFormat, playersPerTeam } from '../src/formats'
import { newGame, playEnd, timeUp } from '../src/game'

describe('formats', () => {
  it('knows the players and boules of each format', () => {
    expect(playersPerTeam('doublette')).toBe(2)
    expect(boulesPerTeam('tete-a-tete')).toBe(3)
    expect(boulesPerTeam('doublette')).toBe(6)
    expect(boulesPerTeam('triplette')).toBe(6)
  })

  it('parses format names as written on entry forms', () => {
    expect(parseFormat('Tête à tête')).toBe('tete-a-tete')
    expect(parseFormat(' TRIPLETTE ')).toBe('triplette')
    expect(() => parseFormat('quadrette')).toThrow('unknown format "quadrette"')
  })
})

describe('game', () => {
  it('is won by the first team to 13', () => {
    let game = newGame('red', 'blue')
    for (const [team, points] of [['red', 4], ['blue', 2], ['red', 6], [null, 0], ['blue', 3], ['red', 3]] as const) {
      game = playEnd(game, { team, points })
    }
    expect(game.score).toEqual({ red: 13, blue: 5 })
    expect(game.winner).toBe('red')
    expect(game.ends).toHaveLength(6)
    expect(() => playEnd(game, { team: 'blue', points: 1 })).toThrow('already won by red')
  })

  it('rejects a team that is not playing', () => {
    expect(() => playEnd(newGame('red', 'blue'), { team: 'green', points: 1 })).toThrow('green is not playing')
  })

  it('gives a timed-out game to the leader', () => {
    const game = playEnd(playEnd(newGame('red', 'blue'), { team: 'blue', points: 5 }), { team: 'red', points: 2 })
    expect(timeUp(game).winner).toBe('blue')
    expect(() => timeUp(newGame('red', 'blue'))).toThrow('scores level')
  })
})
