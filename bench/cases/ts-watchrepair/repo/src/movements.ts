/**
 * Calibres seen on the bench and the arithmetic of their balance wheels.
 */

export type Winding = 'manual' | 'automatic';

export interface Movement {
  calibre: string;
  maker: string;
  beatsPerHour: number;
  jewels: number;
  winding: Winding;
  chronograph: boolean;
  /** Lift angle in degrees, needed by the timegrapher to work out amplitude. */
  liftAngle: number;
}

export const STANDARD_BEAT_RATES = [14400, 18000, 19800, 21600, 25200, 28800, 36000];

const CATALOGUE: Movement[] = [
  { calibre: 'ETA 2824-2', maker: 'ETA', beatsPerHour: 28800, jewels: 25, winding: 'automatic', chronograph: false, liftAngle: 50 },
  { calibre: 'ETA 6497', maker: 'ETA', beatsPerHour: 18000, jewels: 17, winding: 'manual', chronograph: false, liftAngle: 44 },
  { calibre: 'Valjoux 7750', maker: 'ETA', beatsPerHour: 28800, jewels: 25, winding: 'automatic', chronograph: true, liftAngle: 50 },
  { calibre: 'Miyota 8215', maker: 'Citizen', beatsPerHour: 21600, jewels: 21, winding: 'automatic', chronograph: false, liftAngle: 52 },
  { calibre: 'Seiko NH35', maker: 'Seiko', beatsPerHour: 21600, jewels: 24, winding: 'automatic', chronograph: false, liftAngle: 53 },
  { calibre: 'Unitas 6498', maker: 'ETA', beatsPerHour: 18000, jewels: 17, winding: 'manual', chronograph: false, liftAngle: 44 },
  { calibre: 'Zenith El Primero 400', maker: 'Zenith', beatsPerHour: 36000, jewels: 31, winding: 'automatic', chronograph: true, liftAngle: 49 },
];

function normalise(calibre: string): string {
  return calibre.toLowerCase().replace(/[\s.-]+/g, '');
}

export function findMovement(calibre: string): Movement | undefined {
  const wanted = normalise(calibre);
  return CATALOGUE.find((m) => normalise(m.calibre) === wanted);
}

export function requireMovement(calibre: string): Movement {
  const movement = findMovement(calibre);
  if (!movement) {
    throw new Error(`unknown calibre: ${calibre}`);
  }
  return movement;
}

/** Beats per second of the escapement: 28800 bph is 8 beats a second. */
export function beatsPerSecond(movement: Movement): number {
  return movement.beatsPerHour / 3600;
}

/** Balance frequency in hertz: one oscillation is two beats. */
export function frequencyHz(movement: Movement): number {
  return beatsPerSecond(movement) / 2;
}

/**
 * Daily rate in seconds per day from a drift observed against a reference clock.
 * A watch that gained 3 seconds in 12 hours runs at +6 s/d.
 */
export function rateFromDrift(driftSeconds: number, hours: number): number {
  if (hours <= 0) {
    throw new Error('observation period must be positive');
  }
  return (driftSeconds * 24) / hours;
}

export function isStandardBeatRate(beatsPerHour: number): boolean {
  return STANDARD_BEAT_RATES.includes(beatsPerHour);
}
