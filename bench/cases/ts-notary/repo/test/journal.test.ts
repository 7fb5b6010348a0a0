import { describe, expect, it } from "vitest";
import { Journal, toCsv } from "../src/journal.js";

function entry(day: string, signer: string, feeCents = 1500) {
  return { day, signer, act: "acknowledgment" as const, idSummary: "passport ****4821, exp 2029-01-31", feeCents };
}

describe("Journal", () => {
  it("numbers entries per year", () => {
    const j = new Journal();
    expect(j.record(entry("2023-12-30", "Ann Lee")).number).toBe("2023-0001");
    expect(j.record(entry("2023-12-31", "Bo Chen")).number).toBe("2023-0002");
    expect(j.record(entry("2024-01-02", "Ann Lee")).number).toBe("2024-0001");
    expect(j.size).toBe(3);
  });

  it("refuses entries out of date order", () => {
    const j = new Journal();
    j.record(entry("2024-05-06", "Ann Lee"));
    expect(() => j.record(entry("2024-05-05", "Bo Chen"))).toThrow(/date order/);
  });

  it("keeps entries unchangeable", () => {
    const j = new Journal();
    const e = j.record(entry("2024-05-06", "Ann Lee"));
    expect(Object.isFrozen(e)).toBe(true);
  });

  it("finds entries by signer and date range and totals the fees", () => {
    const j = new Journal();
    j.record(entry("2024-05-01", "Ann Lee", 1500));
    j.record(entry("2024-05-03", "Bo Chen", 3000));
    j.record(entry("2024-05-09", "Annika Berg", 1000));
    expect(j.bySigner("ann").map((e) => e.number)).toEqual(["2024-0001", "2024-0003"]);
    expect(j.between("2024-05-02", "2024-05-09").map((e) => e.signer)).toEqual(["Bo Chen", "Annika Berg"]);
    expect(j.totalFees("2024-05-01", "2024-05-03")).toBe(4500);
  });

  it("exports CSV with quoting", () => {
    const j = new Journal();
    j.record(entry("2024-05-06", 'Lee, Ann "Annie"'));
    expect(toCsv(j.all())).toBe(
      'number,day,signer,act,id\n2024-0001,2024-05-06,"Lee, Ann ""Annie""",acknowledgment,"passport ****4821, exp 2029-01-31"',
    );
  });
});
