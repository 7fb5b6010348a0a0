import { describe, expect, it } from "vitest";
import { calculateDose, doseMg, prescriptionLabel, syringeFor } from "../src/dosing";
import { drugsFor, findDrug } from "../src/formulary";
import { bramble, clover, pickle } from "./fixtures";

describe("dosing", () => {
  it("doses by body weight", () => {
    expect(doseMg(findDrug("meloxicam 5 mg/ml injection"), bramble)).toEqual({ mg: 4.92, capped: false });
    expect(doseMg(findDrug("buprenorphine 0.3 mg/ml injection"), clover)).toEqual({ mg: 0.057, capped: false });
  });

  it("caps at the maximum dose", () => {
    const big = { ...bramble, weightKg: 48 };
    expect(doseMg(findDrug("amoxicillin/clavulanate 50 mg/ml oral"), big)).toEqual({ mg: 500, capped: true });
  });

  it("rounds the volume to the syringe's graduation", () => {
    expect(calculateDose(findDrug("meloxicam 5 mg/ml injection"), pickle)).toEqual({
      mg: 1.23,
      ml: 0.25,
      syringeMl: 1,
      capped: false,
    });
    expect(calculateDose(findDrug("maropitant 10 mg/ml injection"), bramble).ml).toBe(2.5);
    expect(calculateDose(findDrug("amoxicillin/clavulanate 50 mg/ml oral"), bramble)).toMatchObject({
      ml: 6,
      syringeMl: 10,
    });
  });

  it("picks the smallest syringe that holds the dose", () => {
    expect(syringeFor(0.5).ml).toBe(1);
    expect(syringeFor(2.46).ml).toBe(3);
    expect(syringeFor(12).ml).toBe(20);
    expect(() => syringeFor(25)).toThrow("largest syringe");
  });

  it("refuses a drug not licensed for the species", () => {
    expect(() => doseMg(findDrug("maropitant 10 mg/ml injection"), clover)).toThrow("not licensed for rabbits");
    expect(drugsFor("ferret").map((d) => d.name)).toEqual(["buprenorphine 0.3 mg/ml injection"]);
  });

  it("writes the label", () => {
    expect(prescriptionLabel(findDrug("amoxicillin/clavulanate 50 mg/ml oral"), pickle, 7)).toBe(
      "Pickle: give by mouth 1 ml amoxicillin/clavulanate 50 mg/ml oral 2 times daily for 7 days (14 ml)",
    );
    expect(prescriptionLabel(findDrug("meloxicam 1.5 mg/ml oral"), clover, 5)).toBe(
      "Clover: give by mouth 0.76 ml meloxicam 1.5 mg/ml oral once daily for 5 days (3.8 ml)",
    );
  });
});
