import { describe, expect, it } from "vitest";
import { quote, rebateSize } from "../src/quote";
import { ticket } from "../src/ticket";

const a4 = { w: 297, h: 210 };

describe("quote", () => {
  it("sizes the rebate to the mount, or to the artwork without one", () => {
    expect(rebateSize(a4)).toEqual({ w: 299, h: 212 });
    const q = quote({ art: a4, mouldingCode: "OAK20", mount: { borderMm: 60 }, glass: "float" });
    expect(q.rebate).toEqual({ w: 413, h: 326 });
  });

  it("prices a mounted A4 print in oak", () => {
    const q = quote({ art: a4, mouldingCode: "OAK20", mount: { borderMm: 60 }, glass: "float" });
    expect(q.lines).toEqual([
      { item: "Natural oak flat 20 moulding 1.66 m", pence: 2404 },
      { item: "Joining", pence: 600 },
      { item: "Mount", pence: 1026 },
      { item: "Glazing (float)", pence: 377 },
      { item: "Backing board", pence: 148 },
      { item: "Fitting", pence: 1500 },
    ]);
    expect([q.net, q.vat, q.total]).toEqual([6100, 1220, 7320]);
  });

  it("leaves out the mount and glass lines when there are none", () => {
    const q = quote({ art: { w: 600, h: 400 }, mouldingCode: "BLK15", glass: "none" });
    expect(q.lines.map((l) => l.item)).toEqual([
      "Black ash slim 15 moulding 2.15 m",
      "Joining",
      "Backing board",
      "Fitting",
    ]);
  });

  it("refuses glass on a large piece", () => {
    expect(() => quote({ art: { w: 1300, h: 900 }, mouldingCode: "OAK35", glass: "uv" })).toThrow(/acrylic/);
  });
});

describe("ticket", () => {
  it("prints the quote slip", () => {
    const job = { art: a4, mouldingCode: "OAK20", mount: { borderMm: 60, double: true }, glass: "nonreflective" as const };
    const q = quote(job);
    expect(ticket("F-2207", job, q)).toBe(
      [
        "Job F-2207",
        "Artwork 297 x 210 mm",
        "Mount 411 x 324 mm, window 291 x 204 mm",
        "Frame rebate 413 x 326 mm",
        "----------------------------------------",
        "Natural oak flat 20 moulding 1.66 m £24.04",
        "Joining                            £6.00",
        "Double mount                      £20.52",
        "Glazing (nonreflective)            £7.54",
        "Backing board                      £1.48",
        "Fitting                           £15.00",
        "----------------------------------------",
        "Net                               £75.00",
        "VAT 20%                           £15.00",
        "Total                             £90.00",
        "",
      ].join("\n"),
    );
  });
});
