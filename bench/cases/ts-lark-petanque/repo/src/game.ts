import type { EndResult } from './end'

export const WINNING_SCORE = 13

export interface GameState {
  teams: [string, string]
  score: Record<string, number>
  ends: EndResult[]
  winner: string | null
}

export function newGame(a: string, b: string): GameState {
  return { teams: [a, b], score: { [a]: 0, [b]: 0 }, ends: [], winner: null }
}

/** Add an end's result; the first team to 13 wins. */
export function playEnd(game: GameState, end: EndResult): GameState {
  if (game.winner) throw new Error(`game already won by ${game.winner}`)
  if (end.team !== null && !game.teams.includes(end.team)) {
    throw new Error(`${end.team} is not playing this game`)
  }
  const score = { ...game.score }
  if (end.team !== null) score[end.team] += end.points
  const winner = game.teams.find((t) => score[t] >= WINNING_SCORE) ?? null
  return { ...game, score, ends: [...game.ends, end], winner }
}

/** A game stopped by the time limit: the leader wins; a draw is not allowed. */
export function timeUp(game: GameState): GameState {
  const [a, b] = game.teams
  if (game.score[a] === game.score[b]) throw new Error('scores level: play another end')
  return { ...game, winner: game.score[a] > game.score[b] ? a : b }
}
