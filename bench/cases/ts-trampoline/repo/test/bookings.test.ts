import { beforeEach, describe, expect, it } from "vitest";
import { BookingDesk, BookingError } from "../src/bookings";
import { sessions } from "../src/timetable";
import { at, saturday } from "./fixtures";

const second = "2026-12-12#2";

describe("BookingDesk", () => {
  let desk: BookingDesk;
  beforeEach(() => {
    desk = new BookingDesk(sessions({ ...saturday, capacity: 10 }));
  });

  it("a hold keeps its places while the party pays", () => {
    const h = desk.hold(second, 4, at("11:00"));
    expect(desk.available(second, at("11:06"))).toBe(6);
    expect(desk.pay(h.id, at("11:08")).paid).toBe(true);
    expect(desk.available(second, at("12:30"))).toBe(6);
  });

  it("an unpaid hold runs out after ten minutes", () => {
    const h = desk.hold(second, 4, at("11:00"));
    expect(desk.available(second, at("11:10"))).toBe(10);
    expect(() => desk.pay(h.id, at("11:12"))).toThrow(/has run out/);
  });

  it("does not sell more places than the session has", () => {
    desk.hold(second, 8, at("11:00"));
    expect(() => desk.hold(second, 3, at("11:01"))).toThrow(BookingError);
    expect(desk.hold(second, 2, at("11:01")).places).toBe(2);
  });

  it("parties are one to eight jumpers", () => {
    expect(() => desk.hold(second, 9, at("11:00"))).toThrow(/1 to 8/);
    expect(() => desk.hold("2026-12-13#1", 2, at("11:00"))).toThrow(/no session/);
  });
});
