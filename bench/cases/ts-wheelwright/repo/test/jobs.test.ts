import { describe, expect, it } from "vitest";
import { Job, orderJobs, plan } from "../src/jobs.js";

const jobs: Job[] = [
  { id: "J1", customer: "Holloway Farm", hours: 12, due: "2025-06-13" },
  { id: "J2", customer: "Museum of Rural Life", hours: 30, due: "2025-06-27" },
  { id: "J3", customer: "Mr Pike (trap)", hours: 4, due: "2025-06-10", urgent: true },
  { id: "J4", customer: "Holloway Farm", hours: 6, due: "2025-06-13" },
];

describe("orderJobs", () => {
  it("puts urgent work first, then by due date, then as taken", () => {
    expect(orderJobs(jobs).map((j) => j.id)).toEqual(["J3", "J1", "J4", "J2"]);
  });
});

describe("plan", () => {
  it("fills working days in order", () => {
    // Monday 9 June 2025
    const p = plan(jobs, "2025-06-09");
    expect(p.bookings.slice(0, 4)).toEqual([
      { jobId: "J3", date: "2025-06-09", hours: 4 },
      { jobId: "J1", date: "2025-06-09", hours: 3.5 },
      { jobId: "J1", date: "2025-06-10", hours: 7.5 },
      { jobId: "J1", date: "2025-06-11", hours: 1 },
    ]);
    expect(p.finishes).toEqual({ J3: "2025-06-09", J1: "2025-06-11", J4: "2025-06-11", J2: "2025-06-17" });
    expect(p.late).toEqual([]);
  });

  it("skips the weekend and reports late work", () => {
    // starting on a Saturday: the first day worked is Monday
    const p = plan([{ id: "W", customer: "Carters", hours: 20, due: "2025-06-10" }], "2025-06-07");
    expect(p.bookings.map((b) => b.date)).toEqual(["2025-06-09", "2025-06-10", "2025-06-11"]);
    expect(p.finishes.W).toBe("2025-06-11");
    expect(p.late).toEqual(["W"]);
  });

  it("rejects bad input", () => {
    expect(() => plan([{ id: "X", customer: "?", hours: 0, due: "2025-06-10" }], "2025-06-09")).toThrow(/hours/);
    expect(() => plan(jobs, "9 June")).toThrow(/not a date/);
  });
});
