import { HOURLY_RATES, Tutor, hourlyRate, teaches } from "../src/catalogue";

const okafor: Tutor = { id: "T1", name: "Ms Okafor", subjects: ["Maths", "Physics"], levels: ["GCSE", "A-level"], rates: { "A-level": 4800 } };

describe("catalogue", () => {
  test("standard rates rise with level", () => {
    expect(HOURLY_RATES.KS2).toBeLessThan(HOURLY_RATES.KS3);
    expect(HOURLY_RATES.GCSE).toBeLessThan(HOURLY_RATES["A-level"]);
    expect(HOURLY_RATES["A-level"]).toBeLessThan(HOURLY_RATES.Undergraduate);
  });

  test("a tutor's own rate overrides the standard one", () => {
    expect(hourlyRate(okafor, "A-level")).toBe(4800);
    expect(hourlyRate(okafor, "GCSE")).toBe(3800);
  });

  test("teaches matches subject case-insensitively and checks the level", () => {
    expect(teaches(okafor, " maths", "GCSE")).toBe(true);
    expect(teaches(okafor, "Physics", "KS3")).toBe(false);
    expect(teaches(okafor, "Chemistry", "GCSE")).toBe(false);
  });
});
