import { cardsIn } from './board.js';
import type { Board, Card, Column } from './types.js';
import { padRight, plural } from './util.js';

const WIDTH = 24;

function heading(board: Board, column: Column): string {
  const count = cardsIn(board, column.id).length;
  const limit = column.wipLimit === undefined ? '' : `/${column.wipLimit}`;
  return `${column.title} (${count}${limit})`;
}

function cardLine(card: Card): string {
  const who = card.assignees.length === 0 ? '' : ` @${card.assignees.join(',@')}`;
  return `${card.id} ${card.title} [${card.points}]${who}`;
}

/** The board as text: one block per column, cards in board order. */
export function renderBoard(board: Board): string {
  const lines = [`== ${board.name} (${plural(board.cards.length, 'card')}) ==`];
  for (const column of board.columns) {
    lines.push(padRight(heading(board, column), WIDTH).trimEnd());
    for (const card of cardsIn(board, column.id)) lines.push(`  ${cardLine(card)}`);
  }
  return lines.join('\n');
}
