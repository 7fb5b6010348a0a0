import { describe, expect, it } from "vitest";

import { paginate } from "../src/index.js";

const letters = "abcdefghij".split("");

describe("paginate", () => {
  it("first page", () => {
    const page = paginate(letters, { limit: 4 });
    expect(page.items).toEqual(["a", "b", "c", "d"]);
    expect(page.prev).toBeNull();
    expect(page.total).toBe(10);
  });

  it("walks to the end with next cursors", () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const page = paginate(letters, { limit: 4, cursor });
      seen.push(...page.items);
      if (!page.next) break;
      cursor = page.next;
    }
    expect(seen).toEqual(letters);
  });

  it("an exact last page has no next cursor", () => {
    const first = paginate(letters, { limit: 5 });
    const last = paginate(letters, { limit: 5, cursor: first.next! });
    expect(last.items).toEqual(["f", "g", "h", "i", "j"]);
    expect(last.next).toBeNull();
  });

  it("uses the default limit", () => {
    expect(paginate(Array.from({ length: 50 }, (_, i) => i)).items).toHaveLength(20);
  });
});
