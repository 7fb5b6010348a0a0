import type { Balloon } from "../src/lift.ts";
import type { FlightPlan } from "../src/manifest.ts";

export const bravoFly: Balloon = {
  registration: "G-BFLY",
  envelopeVolumeM3: 2550,
  maxEnvelopeTempC: 120,
  emptyMassKg: 300,
  basketCapacity: 4,
};

export function morningFlight(overrides: Partial<FlightPlan> = {}): FlightPlan {
  return {
    balloon: bravoFly,
    pilot: { name: "Morag", massKg: 68 },
    passengers: [
      { name: "Dev", massKg: 84 },
      { name: "Aoife", massKg: 61 },
      { name: "Tomasz", massKg: 92 },
    ],
    cylinders: 3,
    siteElevationM: 120,
    groundTempC: 12,
    ...overrides,
  };
}
