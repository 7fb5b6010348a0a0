// A kiln: how fast its elements can heat it, and how fast it can be brought down.

export interface Kiln {
  name: string;
  maxRatePerHour: number;
  coolRatePerHour: number;
  /** The heating rate the kiln really manages when asked for `requested` degrees an hour. */
  heatingRate(requested: number): number;
  /** The cooling rate the kiln really manages when asked for `requested` degrees an hour. */
  coolingRate(requested: number): number;
}

export function createKiln(name = "studio", maxRatePerHour = 200, coolRatePerHour = 120): Kiln {
  if (maxRatePerHour <= 0 || coolRatePerHour <= 0) {
    throw new RangeError(`kiln ${name}: rates must be positive`);
  }
  return {
    name,
    maxRatePerHour,
    coolRatePerHour,
    heatingRate: (requested) => Math.min(requested, maxRatePerHour),
    coolingRate: (requested) => Math.min(requested, coolRatePerHour),
  };
}
