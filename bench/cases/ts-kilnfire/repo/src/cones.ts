// Pyrometric cones: the temperature (°C, at 150 °C an hour) each cone bends at.

const CONES: Array<[string, number]> = [
  ["022", 586],
  ["018", 696],
  ["010", 894],
  ["06", 999],
  ["04", 1060],
  ["1", 1154],
  ["5", 1196],
  ["6", 1222],
  ["10", 1285],
];

export function coneTemp(cone: string): number {
  for (const [name, temp] of CONES) {
    if (name === cone) return temp;
  }
  throw new Error(`unknown cone ${cone}`);
}

/** The hottest cone a peak temperature reaches, or undefined under the coolest cone. */
export function coneReached(peak: number): string | undefined {
  let reached: string | undefined;
  for (const [name, temp] of CONES) {
    if (temp <= peak) reached = name;
  }
  return reached;
}
