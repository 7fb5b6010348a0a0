import { describe, expect, it } from "vitest";
import type { CareEntry } from "../src/care";
import { morningSheet } from "../src/report";
import { TODAY, cave } from "./fixtures";

const log: CareEntry[] = [
  { wheel: "CT-1041", task: "turn", on: "2026-10-28" },
  { wheel: "CT-1041", task: "wash", on: "2026-10-28" },
  { wheel: "CT-1107", task: "turn", on: "2026-10-26" },
  { wheel: "CT-1107", task: "wash", on: "2026-10-31" },
  { wheel: "TM-220", task: "turn", on: "2026-10-31" },
  { wheel: "RB-0871", task: "turn", on: "2026-11-01" },
  { wheel: "RB-0871", task: "wash", on: "2026-11-01" },
  { wheel: "ST-330", task: "turn", on: "2026-10-30" },
];

describe("morningSheet", () => {
  it("lists the care rounds and the wheels ready to leave", () => {
    expect(morningSheet(cave(), log, TODAY)).toEqual([
      "Cave sheet for 2026-11-02",
      "Care due: 1",
      "  turn CT-1107 on A1",
      "Ready to leave: 3",
      "  CT-1041 Comté, 154 days",
      "  TM-220 Tomme de montagne, 74 days",
      "  RB-0871 Reblochon, 23 days",
    ]);
  });

  it("says since when a round is late", () => {
    const late = log.filter((e) => !(e.wheel === "TM-220"));
    expect(morningSheet(cave(), late, TODAY).slice(1, 4)).toEqual([
      "Care due: 2",
      "  turn CT-1107 on A1",
      "  turn TM-220 on A2 (due since 2026-08-23)",
    ]);
  });
});
