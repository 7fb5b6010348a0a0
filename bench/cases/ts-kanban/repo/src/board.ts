import type { Board, Card, CardId, Column, ColumnId, MoveResult } from './types.js';

export function findColumn(board: Board, id: ColumnId): Column | undefined {
  return board.columns.find((column) => column.id === id);
}

export function findCard(board: Board, id: CardId): Card | undefined {
  return board.cards.find((card) => card.id === id);
}

export function cardsIn(board: Board, column: ColumnId): Card[] {
  return board.cards.filter((card) => card.column === column);
}

/** Columns holding more cards than their WIP limit, with how many too many. */
export function overLimit(board: Board): Array<{ column: Column; excess: number }> {
  const found: Array<{ column: Column; excess: number }> = [];
  for (const column of board.columns) {
    if (column.wipLimit === undefined) continue;
    const excess = cardsIn(board, column.id).length - column.wipLimit;
    if (excess > 0) found.push({ column, excess });
  }
  return found;
}

export function moveCard(board: Board, cardId: CardId, to: ColumnId): MoveResult {
  const card = findCard(board, cardId);
  if (card === undefined) return { ok: false, reason: 'no-such-card', detail: cardId };
  const column = findColumn(board, to);
  if (column === undefined) return { ok: false, reason: 'no-such-column', detail: to };
  if (card.column === to) return { ok: true, board };
  if (column.wipLimit !== undefined && cardsIn(board, to).length >= column.wipLimit) {
    return { ok: false, reason: 'wip-limit', detail: `${column.title} holds ${column.wipLimit}` };
  }
  const cards = board.cards.map((c) => (c.id === cardId ? { ...c, column: to } : c));
  return { ok: true, board: { ...board, cards } };
}
