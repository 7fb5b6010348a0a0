import { describe, expect, it } from "vitest";
import { parseDate } from "../src/calendar";
import { dueList, lastGiven, reminderDates, rulesFor } from "../src/vaccines";
import { bramble, clover, pickle, records } from "./fixtures";

const on = parseDate("2024-06-10");

describe("vaccines", () => {
  it("takes the latest dose of each vaccine", () => {
    expect(lastGiven(records, bramble.id, "L4")?.toISOString().slice(0, 10)).toBe("2023-07-05");
    expect(lastGiven(records, bramble.id, "FeLV")).toBeUndefined();
  });

  it("lists boosters soonest first with their status", () => {
    expect(dueList(bramble, records, on)).toEqual([
      { code: "L4", name: "leptospirosis", due: "2024-07-05", status: "due soon" },
      { code: "KC", name: "kennel cough", due: "2024-09-14", status: "up to date" },
      { code: "DHP", name: "distemper, hepatitis, parvovirus", due: "2025-07-05", status: "up to date" },
    ]);
  });

  it("marks missed boosters overdue", () => {
    expect(dueList(clover, records, on)).toEqual([
      { code: "RHD2", name: "myxomatosis and RHD", due: "2024-03-21", status: "overdue" },
    ]);
  });

  it("asks for a new primary course after a long lapse", () => {
    const statuses = dueList(pickle, records, parseDate("2026-03-01")).map((i) => [i.code, i.status]);
    expect(statuses).toEqual([
      ["FeLV", "restart course"],
      ["FVRCP", "up to date"],
    ]);
  });

  it("widens the due-soon window on request", () => {
    const kc = dueList(bramble, records, on, 100).find((i) => i.code === "KC");
    expect(kc?.status).toBe("due soon");
  });

  it("sends reminders four weeks before and a week after", () => {
    expect(reminderDates("2024-09-14")).toEqual({ first: "2024-08-17", second: "2024-09-21" });
    expect(reminderDates("2024-03-01")).toEqual({ first: "2024-02-02", second: "2024-03-08" });
  });

  it("knows each species' vaccines", () => {
    expect(rulesFor("dog").map((r) => r.code)).toEqual(["DHP", "L4", "KC"]);
    expect(rulesFor("ferret")).toHaveLength(1);
  });
});
