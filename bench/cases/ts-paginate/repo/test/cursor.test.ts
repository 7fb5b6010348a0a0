import { describe, expect, it } from "vitest";

import { decodeCursor, encodeCursor, InvalidCursor } from "../src/index.js";

describe("cursor", () => {
  it("round-trips", () => {
    for (const offset of [0, 1, 20, 12345]) {
      expect(decodeCursor(encodeCursor({ offset }))).toEqual({ offset });
    }
  });

  it("is URL-safe", () => {
    expect(encodeCursor({ offset: 9999999 })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("refuses garbage", () => {
    expect(() => decodeCursor("not-a-cursor")).toThrow(InvalidCursor);
  });
});
