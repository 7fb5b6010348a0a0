// Cursors are opaque to clients: base64url of a small JSON object.

export interface Position {
  offset: number;
}

export class InvalidCursor extends Error {}

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify({ o: position.offset })).toString("base64url");
}

export function decodeCursor(cursor: string): Position {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Number.isInteger(parsed.o) || parsed.o < 0) throw new Error("bad offset");
    return { offset: parsed.o };
  } catch {
    throw new InvalidCursor(`invalid cursor ${JSON.stringify(cursor)}`);
  }
}
