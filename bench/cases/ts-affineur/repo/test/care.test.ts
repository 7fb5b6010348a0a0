import { describe, expect, it } from "vitest";
import { dueOn, type CareEntry } from "../src/care";
import { makeWheel } from "../src/wheel";
import { TODAY, wheels } from "./fixtures";

const log: CareEntry[] = [
  { wheel: "CT-1041", task: "turn", on: "2026-10-26" },
  { wheel: "CT-1041", task: "wash", on: "2026-10-30" },
  { wheel: "CT-1107", task: "turn", on: "2026-10-29" },
  { wheel: "CT-1107", task: "wash", on: "2026-10-29" },
  { wheel: "TM-220", task: "turn", on: "2026-10-31" },
  { wheel: "RB-0871", task: "turn", on: "2026-11-01" },
  { wheel: "RB-0871", task: "wash", on: "2026-10-30" },
];

describe("dueOn", () => {
  it("lists the turnings and washings due, late ones with the day they fell due", () => {
    expect(dueOn(wheels(), log, TODAY)).toEqual([
      { wheel: "CT-1041", task: "turn", since: "2026-11-02" },
      { wheel: "RB-0871", task: "wash", since: "2026-11-01" },
      { wheel: "ST-330", task: "turn", since: "2026-11-02" },
    ]);
  });

  it("counts from the day the wheel was made when it was never turned", () => {
    const fresh = makeWheel("TM-301", "tomme", "2026-10-30", 1750);
    expect(dueOn([fresh], [], TODAY)).toEqual([{ wheel: "TM-301", task: "turn", since: "2026-11-02" }]);
  });

  it("never asks to wash a dry-rind style", () => {
    const blue = makeWheel("ST-101", "stilton", "2026-01-05", 8000);
    expect(dueOn([blue], [], TODAY).map((d) => d.task)).toEqual(["turn"]);
  });

  it("has a comté turned a week after its last turning", () => {
    const wheel = makeWheel("CT-2000", "comte", "2026-07-01", 40000);
    const turned: CareEntry[] = [{ wheel: "CT-2000", task: "turn", on: "2026-10-25" }];
    expect(dueOn([wheel], turned, "2026-10-31")).toEqual([{ wheel: "CT-2000", task: "wash", since: "2026-07-08" }]);
    expect(dueOn([wheel], turned, "2026-11-01").map((d) => d.task)).toEqual(["turn", "wash"]);
  });
});
