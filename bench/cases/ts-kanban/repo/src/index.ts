export type { Board, Card, CardId, Column, ColumnId, MoveResult } from './types.js';
export { cardsIn, findCard, findColumn, moveCard, overLimit } from './board.js';
export { summarise, type Summary } from './report.js';
export { renderBoard } from './render.js';
