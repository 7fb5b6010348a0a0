import { addMinutes, at, formatDate, formatTime, hoursBetween, minutesBetween, monthKey, overlaps } from "../src/time";

describe("time", () => {
  test("at parses local date and time", () => {
    const t = at("2024-10-01T16:00");
    expect(t.toISOString()).toBe("2024-10-01T16:00:00.000Z");
    expect(at("2024-10-01 16:00").getTime()).toBe(t.getTime());
  });

  test("at rejects nonsense", () => {
    expect(() => at("2024-02-30T10:00")).toThrow("not a date and time");
    expect(() => at("2024-10-01T24:00")).toThrow();
    expect(() => at("next Tuesday")).toThrow();
  });

  test("minutes and hours between", () => {
    const start = at("2024-10-08T09:00");
    expect(minutesBetween(start, at("2024-10-08T16:00"))).toBe(420);
    expect(hoursBetween(at("2024-10-05T12:00"), at("2024-10-08T17:00"))).toBe(77);
    expect(addMinutes(start, 90).toISOString()).toBe("2024-10-08T10:30:00.000Z");
  });

  test("monthKey", () => {
    expect(monthKey(at("2024-10-31T23:59"))).toBe("2024-10");
    expect(monthKey(at("2025-01-01T00:00"))).toBe("2025-01");
  });

  test("overlaps treats back-to-back lessons as free", () => {
    const a = at("2024-10-01T16:00");
    const b = at("2024-10-01T17:00");
    const c = at("2024-10-01T18:00");
    expect(overlaps(a, b, b, c)).toBe(false);
    expect(overlaps(a, c, b, c)).toBe(true);
    expect(overlaps(b, c, a, addMinutes(b, 1))).toBe(true);
  });

  test("formatting", () => {
    expect(formatDate(at("2024-10-08T16:00"))).toBe("08/10/2024");
    expect(formatTime(at("2024-10-08T07:05"))).toBe("07:05");
  });
});
