import { decodeCursor, encodeCursor } from "./cursor.js";

export interface Page<T> {
  items: T[];
  next: string | null;
  prev: string | null;
  total: number;
}

export interface PageRequest {
  cursor?: string;
  limit?: number;
}

export const DEFAULT_LIMIT = 20;

export function paginate<T>(all: readonly T[], request: PageRequest = {}): Page<T> {
  const limit = request.limit ?? DEFAULT_LIMIT;
  const offset = request.cursor ? decodeCursor(request.cursor).offset : 0;
  const items = all.slice(offset, offset + limit);
  const hasMore = offset + limit < all.length;
  return {
    items,
    next: hasMore ? encodeCursor({ offset: offset + limit }) : null,
    prev: offset > 0 ? encodeCursor({ offset: Math.max(0, offset - limit) }) : null,
    total: all.length,
  };
}
