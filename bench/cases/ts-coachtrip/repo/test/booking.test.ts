import { describe, expect, it } from "vitest";
import { book } from "../src/booking";
import { ticket } from "../src/ticket";
import { DAY_LINE, NIGHT_LINE } from "./routes";

describe("booking", () => {
  it("prices each passenger by age band", () => {
    const b = book(DAY_LINE, "Lyon", "Valence", [
      { name: "Ines", age: 41 },
      { name: "Tom", age: 9 },
      { name: "Marthe", age: 70 },
    ]);
    expect(b.passengers.map((p) => p.cents)).toEqual([918, 459, 643]);
    expect(b.total).toBe(2020);
  });

  it("keeps a minimum fare for short hops", () => {
    expect(book(DAY_LINE, "Lyon", "Vienne", [{ name: "Ines", age: 41 }]).total).toBe(350);
  });

  it("times a journey through the night", () => {
    const b = book(NIGHT_LINE, "Lyon", "Metz", [{ name: "Ines", age: 41 }]);
    expect(b.minutes).toBe(325);
    expect(b.arrives).toBe("03:05");
  });

  it("prints a ticket", () => {
    const b = book(NIGHT_LINE, "Dijon", "Nancy", [{ name: "Ines", age: 41 }]);
    expect(ticket(b).split("\n")).toEqual([
      "N7  Dijon 23:35 -> Nancy 02:10",
      "212 km, 2 h 35 min",
      "  Ines           19.08 EUR",
      "  Total          19.08 EUR",
    ]);
  });
});
