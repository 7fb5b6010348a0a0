/** Propane in one full cylinder, kg. */
export const CYLINDER_PROPANE_KG = 20;

/** Fraction of the fuel on board the pilot must still have on landing. */
export const LANDING_RESERVE = 0.25;

/**
 * Propane burned per hour (kg/h) to hold level flight: roughly 18 kg/h for
 * every 1000 m³ of envelope on a 15 °C day, and 0.4 kg/h per 1000 m³ more
 * for each degree colder.
 */
export function burnRateKgPerHour(envelopeVolumeM3: number, ambientTempC: number): number {
  const perThousand = 18 + (15 - ambientTempC) * 0.4;
  return (envelopeVolumeM3 / 1000) * Math.max(perThousand, 12);
}

export function fuelOnBoardKg(cylinders: number): number {
  return cylinders * CYLINDER_PROPANE_KG;
}

/** Minutes of flight before the landing reserve is reached. */
export function enduranceMinutes(
  cylinders: number,
  envelopeVolumeM3: number,
  ambientTempC: number,
): number {
  const usable = fuelOnBoardKg(cylinders) * (1 - LANDING_RESERVE);
  return Math.floor((usable / burnRateKgPerHour(envelopeVolumeM3, ambientTempC)) * 60);
}
