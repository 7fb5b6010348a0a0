import { renderInvoice } from "../src/invoice";
import { octoberAgency } from "./fixtures";

describe("family invoices", () => {
  test("one invoice per family", () => {
    const invoices = octoberAgency().invoices("2024-10");
    expect(invoices.map((i) => [i.family, i.totalPence])).toEqual([
      ["Bennett", 11750],
      ["Castillo", 11600],
      ["Doyle", 10400],
    ]);
  });

  test("lines cover every student of the family in order", () => {
    const [bennett] = octoberAgency().invoices("2024-10");
    expect(bennett.lines.map((l) => [l.date, l.student, l.amountPence])).toEqual([
      ["01/10/2024", "Amara", 3800],
      ["01/10/2024", "Theo", 2250],
      ["08/10/2024", "Amara", 1900],
      ["08/10/2024", "Theo", 0],
      ["29/10/2024", "Amara", 3800],
    ]);
  });

  test("renders as text", () => {
    const castillo = octoberAgency().invoices("2024-10")[1];
    expect(renderInvoice(castillo).split("\n")).toEqual([
      "Invoice for the Castillo family, 2024-10",
      "",
      "02/10/2024  Ivy     " + "Physics with Ms Okafor, 18:00, 90 min".padEnd(60) + "    £72.00",
      "09/10/2024  Ivy     " + "Maths with Dr Patel, 19:00, 60 min".padEnd(60) + "    £44.00",
      "",
      "Total".padEnd(80) + "   £116.00",
      "",
    ]);
  });

  test("late cancellations say so", () => {
    const [bennett] = octoberAgency().invoices("2024-10");
    expect(bennett.lines[2].description).toBe("Maths with Ms Okafor, 16:00, 60 min (late cancellation (50%))");
    expect(bennett.lines[3].description).toBe("English with Mr Lindqvist, 17:00, 45 min (cancelled)");
  });
});
