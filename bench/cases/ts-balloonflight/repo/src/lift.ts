import { airDensity, pressureAt } from "./atmosphere.ts";

export interface Balloon {
  registration: string;
  /** Envelope volume, m³. */
  envelopeVolumeM3: number;
  /** Highest envelope temperature the manufacturer allows in flight, °C. */
  maxEnvelopeTempC: number;
  /** Envelope, basket, burner and instruments without fuel, kg. */
  emptyMassKg: number;
  /** Number of people the basket is certified for, pilot included. */
  basketCapacity: number;
}

/** Envelope temperature pilots plan with, kept well below the maximum. */
export const PLANNING_MARGIN_C = 10;

/**
 * Gross lift (kg) of the hot air in an envelope: the mass of the ambient air it
 * displaces minus the mass of the hot air inside, at the same pressure.
 */
export function grossLiftKg(
  volumeM3: number,
  pressurePa: number,
  ambientTempC: number,
  envelopeTempC: number,
): number {
  if (envelopeTempC <= ambientTempC) return 0;
  const outside = airDensity(pressurePa, ambientTempC);
  const inside = airDensity(pressurePa, envelopeTempC);
  return volumeM3 * (outside - inside);
}

/**
 * Payload (kg) the balloon can carry at an altitude (m AMSL) and ambient
 * temperature (°C), heating to the planning temperature and carrying `fuelKg`.
 */
export function availablePayloadKg(
  balloon: Balloon,
  altitudeM: number,
  ambientTempC: number,
  fuelKg: number,
): number {
  const envelopeTempC = balloon.maxEnvelopeTempC - PLANNING_MARGIN_C;
  const lift = grossLiftKg(balloon.envelopeVolumeM3, pressureAt(altitudeM), ambientTempC, envelopeTempC);
  return lift - balloon.emptyMassKg - fuelKg;
}
