import { day } from "../src/dates.ts";
import type { Tree } from "../src/tree.ts";

export function maple(overrides: Partial<Tree> = {}): Tree {
  return {
    name: "Deshojo",
    speciesId: "acer-palmatum",
    hemisphere: "north",
    pot: "deep",
    lastWatered: day("2026-06-10"),
    lastRepotted: day("2025-03-20"),
    wiring: [],
    ...overrides,
  };
}

export function juniper(overrides: Partial<Tree> = {}): Tree {
  return {
    name: "Itoigawa",
    speciesId: "juniperus-chinensis",
    hemisphere: "north",
    pot: "shallow",
    lastWatered: day("2026-06-10"),
    lastRepotted: day("2023-04-02"),
    wiring: [],
    ...overrides,
  };
}
