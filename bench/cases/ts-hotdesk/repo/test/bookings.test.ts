import { describe, expect, it } from "vitest";
import { BookingBook } from "../src/bookings";
import { findDesk } from "../src/finder";
import { floor } from "./plan";

const MON = "2026-12-07";

describe("bookings", () => {
  it("books a desk for a day", () => {
    const book = new BookingBook(floor());
    const b = book.book("ayo", "D2", MON);
    expect(b).toEqual({ ref: 1, person: "ayo", desk: "D2", day: MON });
    expect(book.isFree("D2", MON)).toBe(false);
    expect(book.isFree("D2", "2026-12-08")).toBe(true);
  });

  it("refuses a taken desk, a second desk and a weekend", () => {
    const book = new BookingBook(floor());
    book.book("ayo", "D2", MON);
    expect(() => book.book("bea", "D2", MON)).toThrow("desk D2 is taken");
    expect(() => book.book("ayo", "D3", MON)).toThrow("ayo already has a desk");
    expect(() => book.book("cal", "D3", "2026-12-12")).toThrow("closed");
    expect(() => book.book("cal", "D99", MON)).toThrow("no desk D99");
  });

  it("cancels", () => {
    const book = new BookingBook(floor());
    const b = book.book("ayo", "D2", MON);
    book.cancel(b.ref);
    expect(book.on(MON)).toEqual([]);
    expect(() => book.cancel(b.ref)).toThrow("no booking");
  });
});

describe("finder", () => {
  it("prefers the home zone, then the plainest desk", () => {
    const book = new BookingBook(floor());
    expect(findDesk(book, { day: MON, zone: "south" })?.id).toBe("D11");
    expect(findDesk(book, { day: MON, needs: ["monitor"], zone: "north" })?.id).toBe("D1");
    expect(findDesk(book, { day: MON, needs: ["dock"], zone: "south" })?.id).toBe("D10");
    expect(findDesk(book, { day: MON, needs: ["standing", "dock"] })?.id).toBe("D12");
  });

  it("skips booked desks", () => {
    const book = new BookingBook(floor());
    book.book("ayo", "D1", MON);
    expect(findDesk(book, { day: MON, needs: ["monitor"], zone: "north" })?.id).toBe("D2");
    book.book("bea", "D12", MON);
    expect(findDesk(book, { day: MON, needs: ["standing", "dock"] })).toBeUndefined();
  });
});
