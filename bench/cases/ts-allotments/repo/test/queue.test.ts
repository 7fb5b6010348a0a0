import { describe, expect, it } from "vitest";
import { isMember, waitedDays, waitingOrder } from "../src/queue";
import { applicants, today } from "./fixtures";

describe("queue", () => {
  it("membership counts up to its last day", () => {
    const a = { name: "Kim", appliedOn: "2025-01-01", membershipEnds: "2026-04-01" };
    expect(isMember(a, "2026-04-01")).toBe(true);
    expect(isMember(a, "2026-04-02")).toBe(false);
  });
  it("lapsed members drop off the list", () => {
    const lapsed = applicants.filter((a) => a.name === "Priya Shah");
    const paid = applicants.filter((a) => a.name === "Jack Evans");
    expect(waitingOrder([...lapsed, ...paid], today).map((a) => a.name)).toEqual(["Jack Evans"]);
  });
  it("the same day goes by name", () => {
    const same = ["Zoe", "Abe"].map((name) => ({ name, appliedOn: "2025-05-05", membershipEnds: "2027-01-01" }));
    expect(waitingOrder(same, today).map((a) => a.name)).toEqual(["Abe", "Zoe"]);
  });
  it("counts the days waited", () => {
    expect(waitedDays(applicants[0], today)).toBe(566);
  });
});
