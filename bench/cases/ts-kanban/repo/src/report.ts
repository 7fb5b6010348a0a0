import { cardsIn } from './board.js';
import type { Board, ColumnId } from './types.js';
import { sum } from './util.js';

export interface Summary {
  cards: number;
  points: number;
  pointsByColumn: Record<ColumnId, number>;
  pointsByAssignee: Record<string, number>;
  unassigned: number;
}

export function summarise(board: Board): Summary {
  const pointsByColumn: Record<ColumnId, number> = {};
  for (const column of board.columns) {
    pointsByColumn[column.id] = sum(cardsIn(board, column.id).map((card) => card.points));
  }
  const pointsByAssignee: Record<string, number> = {};
  let unassigned = 0;
  for (const card of board.cards) {
    if (card.assignees.length === 0) unassigned += 1;
    for (const person of card.assignees) {
      pointsByAssignee[person] = (pointsByAssignee[person] ?? 0) + card.points / card.assignees.length;
    }
  }
  return {
    cards: board.cards.length,
    points: sum(board.cards.map((card) => card.points)),
    pointsByColumn,
    pointsByAssignee,
    unassigned,
  };
}
