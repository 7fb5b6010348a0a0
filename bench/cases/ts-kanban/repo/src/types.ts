export type ColumnId = string;
export type CardId = string;

export interface Column {
  id: ColumnId;
  title: string;
  /** The most cards the column may hold; no limit when absent. */
  wipLimit?: number;
}

export interface Card {
  id: CardId;
  title: string;
  column: ColumnId;
  points: number;
  assignees: string[];
  labels: string[];
}

export interface Board {
  name: string;
  columns: Column[];
  cards: Card[];
}

export type MoveResult =
  | { ok: true; board: Board }
  | { ok: false; reason: 'no-such-card' | 'no-such-column' | 'wip-limit'; detail: string };
