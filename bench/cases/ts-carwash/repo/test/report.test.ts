import { describe, expect, it } from "vitest";
import { plan } from "../src/queue";
import { daySheet } from "../src/report";
import { saturdayMorning, saturdaySales } from "./fixtures";

describe("daySheet", () => {
  it("prints the day", () => {
    const sheet = daySheet("2024-06-01", saturdaySales, plan(saturdayMorning, 2));
    expect(sheet).toBe(
      [
        "Day sheet 2024-06-01",
        "Washes: 5, takings 96.40 (loyalty 12.00)",
        "Average ticket: 19.28, water 887 L",
        "  BASIC     2     17.60",
        "  DELUXE    1     45.00",
        "  FOAM      1      0.00",
        "  VALET     1     33.80",
        "Longest wait 42 min, average 13.2 min",
        "  AB12 CDE bay 1 09:00-09:10",
        "  FG34 HIJ bay 2 09:02-10:02",
        "  KL56 MNO bay 1 09:10-09:25",
        "  PQ78 RST bay 1 09:25-10:13",
        "  UV90 WXY bay 2 10:02-10:14",
        "",
      ].join("\n"),
    );
  });
});
