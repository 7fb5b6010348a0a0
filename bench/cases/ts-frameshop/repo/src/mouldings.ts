// Frame mouldings the shop stocks. Sticks come from the supplier 3 m long.

export interface Moulding {
  code: string;
  name: string;
  widthMm: number; // face width seen from the front
  rebateMm: number; // width of the lip the glass and mount sit under
  depthMm: number; // rebate depth, how much glass + mount + backing it holds
  pencePerMetre: number;
}

export const STICK_MM = 3000;
/** Extra length each mitred side needs for the saw and for trimming. */
export const WASTE_PER_SIDE_MM = 15;

export const MOULDINGS: Moulding[] = [
  { code: "OAK20", name: "Natural oak flat 20", widthMm: 20, rebateMm: 5, depthMm: 12, pencePerMetre: 1450 },
  { code: "OAK35", name: "Natural oak box 35", widthMm: 35, rebateMm: 6, depthMm: 25, pencePerMetre: 2380 },
  { code: "BLK15", name: "Black ash slim 15", widthMm: 15, rebateMm: 5, depthMm: 10, pencePerMetre: 990 },
  { code: "WHT25", name: "White wash round 25", widthMm: 25, rebateMm: 6, depthMm: 12, pencePerMetre: 1320 },
  { code: "GLD45", name: "Antique gold swept 45", widthMm: 45, rebateMm: 8, depthMm: 15, pencePerMetre: 4150 },
];

export function moulding(code: string): Moulding {
  const m = MOULDINGS.find((x) => x.code === code.toUpperCase());
  if (!m) throw new Error(`no moulding ${code}`);
  return m;
}

/**
 * Outside length of one mitred side for a rebate opening of `rebateLengthMm`:
 * the moulding reaches past the opening by its width less the lip at each end.
 */
export function outsideLength(m: Moulding, rebateLengthMm: number): number {
  return rebateLengthMm + 2 * (m.widthMm - m.rebateMm);
}
