import { describe, expect, it } from 'vitest'
import { scoreEnd } from '../src/end'
import { distance, sameDistance } from '../src/geometry'

const jack = { x: 0, y: 800 }

describe('geometry', () => {
  it('measures straight-line distances', () => {
    expect(distance({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50)
    expect(sameDistance(12.34, 12.39)).toBe(true)
    expect(sameDistance(12.3, 12.5)).toBe(false)
  })
})

describe('scoreEnd', () => {
  it('scores the boules nearer than the best opponent', () => {
    const result = scoreEnd(jack, [
      { team: 'red', at: { x: 5, y: 800 } },
      { team: 'red', at: { x: 0, y: 812 } },
      { team: 'blue', at: { x: -20, y: 800 } },
      { team: 'red', at: { x: 0, y: 850 } },
    ])
    expect(result).toEqual({ team: 'red', points: 2 })
  })

  it('scores every boule when the opponents have none left in play', () => {
    expect(scoreEnd(jack, [{ team: 'blue', at: { x: 1, y: 799 } }, { team: 'blue', at: { x: 90, y: 700 } }])).toEqual({
      team: 'blue',
      points: 2,
    })
  })

  it('makes the end void when the nearest boules of both teams are equal', () => {
    const result = scoreEnd(jack, [
      { team: 'red', at: { x: 10, y: 800 } },
      { team: 'blue', at: { x: -10, y: 800 } },
    ])
    expect(result).toEqual({ team: null, points: 0 })
  })

  it('stops counting at a boule level with the best opponent', () => {
    const result = scoreEnd(jack, [
      { team: 'red', at: { x: 3, y: 800 } },
      { team: 'red', at: { x: 0, y: 815 } },
      { team: 'blue', at: { x: 0, y: 785 } },
    ])
    expect(result).toEqual({ team: 'red', points: 1 })
  })
})
