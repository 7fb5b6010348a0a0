import { describe, expect, it } from "vitest";

import { rank } from "../src";
import { entry, evening } from "./fixtures";

describe("rank", () => {
  it("shares places between ties and skips the next", () => {
    expect(rank(evening()).map((r) => [r.place, r.player])).toEqual([
      [1, "ana"],
      [1, "cleo"],
      [3, "ben"],
      [3, "eli"],
      [5, "dev"],
    ]);
  });

  it("ranks a single entry first", () => {
    expect(rank([entry("zoe", 1)])[0]?.place).toBe(1);
  });
});
