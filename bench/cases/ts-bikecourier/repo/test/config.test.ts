import { describe, expect, it } from "vitest";
import { DEFAULT_TARIFF, resolveTariff } from "../src/config";

describe("resolveTariff", () => {
  it("gives the default tariff when a contract sets nothing", () => {
    expect(resolveTariff()).toEqual(DEFAULT_TARIFF);
    expect(resolveTariff({})).not.toBe(DEFAULT_TARIFF);
  });

  it("keeps what a contract sets", () => {
    const tariff = resolveTariff({ baseCents: 600, currency: "£", kmStep: 1 });
    expect(tariff.baseCents).toBe(600);
    expect(tariff.currency).toBe("£");
    expect(tariff.kmStep).toBe(1);
    expect(tariff.perKmCents).toBe(DEFAULT_TARIFF.perKmCents);
  });

  it("refuses negative prices and a zero step", () => {
    expect(() => resolveTariff({ perKmCents: -1 })).toThrow(RangeError);
    expect(() => resolveTariff({ rushPct: Number.NaN })).toThrow(/rushPct/);
    expect(() => resolveTariff({ kmStep: 0 })).toThrow(/kmStep/);
  });
});
