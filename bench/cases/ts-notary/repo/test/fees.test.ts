import { describe, expect, it } from "vitest";
import { actFee, surcharge, travelFee } from "../src/fees.js";

const hours = { opensAt: 9 * 60, closesAt: 17 * 60 + 30 };

describe("actFee", () => {
  it("charges per signer, person sworn or document", () => {
    expect(actFee({ kind: "acknowledgment", count: 2 })).toBe(3000);
    expect(actFee({ kind: "oath", count: 3 })).toBe(3000);
  });

  it("adds extra pages for copy certifications", () => {
    expect(actFee({ kind: "copyCertification", count: 1 })).toBe(1000);
    expect(actFee({ kind: "copyCertification", count: 2, pages: 4 })).toBe(2600);
  });

  it("rejects bad counts and pages", () => {
    expect(() => actFee({ kind: "jurat", count: 0 })).toThrow(/positive whole/);
    expect(() => actFee({ kind: "jurat", count: 1.5 })).toThrow(/positive whole/);
    expect(() => actFee({ kind: "copyCertification", count: 1, pages: 0 })).toThrow(/pages/);
  });
});

describe("travelFee", () => {
  it("is free at the office", () => {
    expect(travelFee({ kind: "office" })).toBe(0);
  });

  it("covers the first ten kilometres with the base fee", () => {
    expect(travelFee({ kind: "mobile", address: "3 Mill Lane", distanceKm: 9.2 })).toBe(2500);
    expect(travelFee({ kind: "mobile", address: "3 Mill Lane", distanceKm: 10 })).toBe(2500);
  });

  it("charges whole kilometres beyond that", () => {
    expect(travelFee({ kind: "mobile", address: "Oak Farm", distanceKm: 22.1 })).toBe(2500 + 13 * 120);
  });

  it("refuses visits outside the service area", () => {
    expect(() => travelFee({ kind: "mobile", address: "Far Hill", distanceKm: 80.5 })).toThrow(/service area/);
  });
});

describe("surcharge", () => {
  it("is nothing inside opening hours on a weekday", () => {
    expect(surcharge(9 * 60, 30, 2, hours)).toBe(0);
    expect(surcharge(17 * 60, 30, 2, hours)).toBe(0);
  });

  it("applies when the appointment starts early or runs late", () => {
    expect(surcharge(8 * 60 + 30, 30, 2, hours)).toBe(4000);
    expect(surcharge(17 * 60 + 15, 30, 2, hours)).toBe(4000);
  });

  it("uses the weekend rate on Saturday and Sunday", () => {
    expect(surcharge(10 * 60, 30, 6, hours)).toBe(6000);
    expect(surcharge(20 * 60, 30, 0, hours)).toBe(6000);
  });
});
