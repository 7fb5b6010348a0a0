import { describe, expect, it } from "vitest";
import { agenda } from "../src/agenda.ts";
import { day } from "../src/dates.ts";
import { juniper, maple } from "./trees.ts";

const mild = { maxTempC: 22, rainMm: 0 };

describe("agenda", () => {
  it("lists watering for every tree, soonest first", () => {
    const tasks = agenda([juniper(), maple()], day("2026-06-10"), mild);
    expect(tasks).toEqual([
      { tree: "Deshojo", what: "water", due: "2026-06-11" },
      { tree: "Itoigawa", what: "water", due: "2026-06-12" },
    ]);
  });

  it("asks to check wire nearing its time and to take off wire past it", () => {
    const trees = [
      maple({
        wiring: [
          { branch: "apex", applied: day("2026-04-10") },
          { branch: "second right", applied: day("2026-05-20") },
        ],
      }),
      juniper({ wiring: [{ branch: "jin", applied: day("2026-02-10") }] }),
    ];
    expect(agenda(trees, day("2026-06-10"), mild)).toEqual([
      { tree: "Deshojo", what: "unwire", due: "2026-06-10", detail: "apex" },
      { tree: "Deshojo", what: "water", due: "2026-06-11" },
      { tree: "Itoigawa", what: "water", due: "2026-06-12" },
      { tree: "Itoigawa", what: "check-wire", due: "2026-06-30", detail: "jin" },
    ]);
  });

  it("adds repotting in the spring window", () => {
    const tasks = agenda([maple({ lastWatered: day("2027-03-09") })], day("2027-03-10"), mild);
    expect(tasks.map((t) => t.what)).toEqual(["water", "repot"]);
  });
});
