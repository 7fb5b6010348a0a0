import { describe, expect, it } from "vitest";

import { summarise } from "../src";
import { entry, evening } from "./fixtures";

describe("summarise", () => {
  it("keeps the ties at the cut", () => {
    const s = summarise(evening(), 3);
    expect(s.leaders.map((r) => r.player)).toEqual(["ana", "cleo", "ben", "eli"]);
    expect(s.count).toBe(5);
  });

  it("names the latest entry", () => {
    const entries = evening();
    entries.push(entry("fay", 50));
    expect(summarise(entries).latest?.player).toBe("fay");
  });

  it("copes with an empty evening", () => {
    expect(summarise([])).toEqual({ count: 0, leaders: [], latest: undefined });
  });
});
