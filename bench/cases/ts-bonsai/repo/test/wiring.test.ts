import { describe, expect, it } from "vitest";
import { day, isoDay } from "../src/dates.ts";
import { speciesById } from "../src/species.ts";
import { biteRisk, wireRemovalDate } from "../src/wiring.ts";

describe("wiring", () => {
  const elm = speciesById("ulmus-parvifolia");
  const juniper = speciesById("juniperus-chinensis");
  const wire = { branch: "first left", applied: day("2026-05-01") };

  it("takes the wire off after the species' weeks", () => {
    expect(isoDay(wireRemovalDate(wire, elm))).toBe("2026-06-12");
    expect(isoDay(wireRemovalDate(wire, juniper))).toBe("2026-09-18");
  });

  it("grades the bite-in risk", () => {
    expect(biteRisk(wire, elm, day("2026-05-20"))).toBe("low");
    expect(biteRisk(wire, elm, day("2026-06-03"))).toBe("watch");
    expect(biteRisk(wire, elm, day("2026-06-12"))).toBe("remove");
    expect(biteRisk(wire, juniper, day("2026-06-12"))).toBe("low");
  });
});
