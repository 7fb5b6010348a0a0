import { describe, expect, it } from "vitest";
import { formatPence, insuranceSplit, invoiceTotals, medicineLines, visitLine } from "../src/billing";

describe("billing", () => {
  it("charges out-of-hours visits at one and a half times", () => {
    expect(visitLine("consult")).toMatchObject({ unitPence: 4850 });
    expect(visitLine("consult", true)).toEqual({
      description: "consult (out of hours)",
      quantity: 1,
      unitPence: 7275,
      vatable: true,
    });
  });

  it("adds a dispensing fee to each medicine", () => {
    const lines = medicineLines("amoxicillin/clavulanate 50 mg/ml oral", 14, 62);
    expect(lines.map((l) => l.unitPence)).toEqual([868, 450]);
  });

  it("totals an invoice with VAT", () => {
    const lines = [
      visitLine("consult"),
      ...medicineLines("meloxicam 1.5 mg/ml oral", 3.8, 95),
      { description: "cremation (exempt)", quantity: 1, unitPence: 9000, vatable: false },
    ];
    expect(invoiceTotals(lines)).toEqual({ net: 14661, vat: 1132, gross: 15793 });
  });

  it("splits a claim between insurer and client", () => {
    expect(insuranceSplit(15793, 9900)).toEqual({ insurer: 5893, client: 9900 });
    expect(insuranceSplit(48000, 9900, 20)).toEqual({ insurer: 30480, client: 17520 });
    expect(insuranceSplit(5000, 9900)).toEqual({ insurer: 0, client: 5000 });
  });

  it("formats pence as pounds", () => {
    expect(formatPence(15793)).toBe("£157.93");
    expect(formatPence(123456)).toBe("£1,234.56");
    expect(formatPence(-450)).toBe("-£4.50");
  });
});
