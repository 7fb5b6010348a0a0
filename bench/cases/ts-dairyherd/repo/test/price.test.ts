import { describe, expect, it } from "vitest";
import { milkCheque, pricePerLitre, STANDARD_CONTRACT } from "../src/price";

describe("price", () => {
  it("deducts for the cell count band and haulage", () => {
    expect(pricePerLitre(STANDARD_CONTRACT, 120)).toBe(37.7);
    expect(pricePerLitre(STANDARD_CONTRACT, 230)).toBe(37.45);
    expect(pricePerLitre(STANDARD_CONTRACT, 500)).toBe(34.7);
  });

  it("adds up the month's collections", () => {
    const cheque = milkCheque(STANDARD_CONTRACT, [
      { date: "2023-10-02", litres: 5200, bulkScc: 140 },
      { date: "2023-10-04", litres: 5000, bulkScc: 180 },
    ]);
    expect(cheque).toBe(1960.4 + 1872.5);
  });

  it("charges for a small collection", () => {
    const cheque = milkCheque(STANDARD_CONTRACT, [{ date: "2023-10-06", litres: 3000, bulkScc: 140 }]);
    expect(cheque).toBe(1131 - 25);
  });
});
