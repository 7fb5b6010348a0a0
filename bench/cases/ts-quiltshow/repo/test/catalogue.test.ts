import { describe, expect, it } from "vitest";
import { catalogue, catalogueLine, resultsBoard } from "../src/catalogue.js";
import { entries, entry } from "./fixtures.js";

describe("catalogue", () => {
  it("prints one line per entry with the price of sale quilts", () => {
    expect(catalogueLine(entries[2])).toBe("  3  Tide Pools — Elin Rhys, 100 × 100 cm  For sale £450");
    expect(catalogueLine(entries[2], { prices: false })).toBe("  3  Tide Pools — Elin Rhys, 100 × 100 cm");
  });

  it("groups entries under their category headings", () => {
    const text = catalogue(entries.slice(0, 4));
    expect(text).toBe(
      [
        "TRADITIONAL QUILTS",
        "  2  Log Cabin Sampler — Priya Raman, 180 × 210 cm",
        "  4  Rose Window — Ruth Quayle, 160 × 160 cm",
        "",
        "WALL QUILTS",
        "  1  Harbour Lights — Ruth Quayle, 120 × 150 cm",
        "  3  Tide Pools — Elin Rhys, 100 × 100 cm  For sale £450",
      ].join("\n"),
    );
  });

  it("writes the results board", () => {
    const board = resultsBoard(
      [
        { entry: 3, category: "WALL", placing: "1st", score: 86.3 },
        { entry: 8, category: "WALL", placing: "HC", score: 77 },
      ],
      [...entries, entry({ number: 8, title: "Saltmarsh" })],
    );
    expect(board).toEqual(["WALL 1st Tide Pools (Elin Rhys) 86.3", "WALL HC  Saltmarsh (Ruth Quayle) 77.0"]);
  });
});
