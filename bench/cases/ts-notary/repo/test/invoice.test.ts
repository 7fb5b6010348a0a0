import { describe, expect, it } from "vitest";
import { buildInvoice, formatCents, renderInvoice } from "../src/invoice.js";
import type { Appointment } from "../src/types.js";

const hours = { opensAt: 9 * 60, closesAt: 17 * 60 + 30 };

describe("invoice", () => {
  it("formats cents as dollars", () => {
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(2605)).toBe("$26.05");
    expect(formatCents(-150)).toBe("-$1.50");
  });

  it("itemises acts, travel and surcharges", () => {
    const appt: Appointment = {
      id: "V12",
      client: "Hollis & Daughters",
      day: "2024-05-06",
      start: 18 * 60,
      duration: 45,
      location: { kind: "mobile", address: "Unit 4, Quay Park", distanceKm: 14.6 },
      acts: [
        { kind: "acknowledgment", count: 2 },
        { kind: "copyCertification", count: 1, pages: 3 },
      ],
    };
    const inv = buildInvoice(appt, hours);
    expect(inv.lines).toEqual([
      { description: "Acknowledgment x2", cents: 3000 },
      { description: "Copy certification x1 (3 pages)", cents: 1200 },
      { description: "Travel to Unit 4, Quay Park", cents: 3100 },
      { description: "Out-of-hours surcharge", cents: 4000 },
    ]);
    expect(inv.totalCents).toBe(11300);
    expect(renderInvoice(inv).split("\n").at(-1)).toBe(`${"Total".padEnd(31)}    $113.00`);
  });

  it("has no extra lines for an office appointment in hours", () => {
    const inv = buildInvoice(
      { id: "O1", client: "Ann Lee", day: "2024-05-07", start: 600, duration: 15, location: { kind: "office" }, acts: [{ kind: "jurat", count: 1 }] },
      hours,
    );
    expect(inv.lines).toHaveLength(1);
    expect(inv.totalCents).toBe(1500);
  });
});
