// A wheel as the customer orders it and the geometry the shop works from.

export type WheelKind = "cart" | "carriage" | "wagon" | "gun-carriage";

export interface TyreSection {
  widthMm: number;
  thicknessMm: number;
}

export interface WheelSpec {
  name: string;
  kind: WheelKind;
  diameterMm: number; // over the felloes, without the tyre
  spokes: number;
  hubDiameterMm: number; // at the spoke mortises
  hubLengthMm: number;
  felloeDepthMm: number; // radial depth of the felloes
  felloeWidthMm: number; // across the tread
  dishMm: number; // how far the rim stands out from the hub face
  tyre: TyreSection;
}

export class WheelError extends Error {}

/** Spokes are mortised into the hub in pairs, one felloe to every two spokes. */
export function felloeCount(spec: WheelSpec): number {
  return spec.spokes / 2;
}

export function validateWheel(spec: WheelSpec): void {
  if (!(spec.diameterMm > 0)) {
    throw new WheelError(`${spec.name}: diameter must be positive`);
  }
  if (!Number.isInteger(spec.spokes) || spec.spokes < 6 || spec.spokes % 2 !== 0) {
    throw new WheelError(`${spec.name}: spokes must be an even number, at least 6 (got ${spec.spokes})`);
  }
  if (spec.hubDiameterMm / 2 + spec.felloeDepthMm >= spec.diameterMm / 2) {
    throw new WheelError(`${spec.name}: hub and felloes leave no room for spokes`);
  }
  if (spec.tyre.widthMm > spec.felloeWidthMm) {
    throw new WheelError(`${spec.name}: tyre is wider than the felloes`);
  }
  if (spec.dishMm < 0) {
    throw new WheelError(`${spec.name}: dish cannot be negative`);
  }
}

/** The tread circumference of the wooden wheel, before the tyre goes on. */
export function circumference(spec: WheelSpec): number {
  return Math.PI * spec.diameterMm;
}

/** Depth of the tenons at each end of a spoke: into the hub mortise and through the felloe. */
export const HUB_TENON_MM = 60;

export function felloeTenon(spec: WheelSpec): number {
  return spec.felloeDepthMm;
}

/**
 * Overall length of a spoke from the bottom of its hub tenon to the end of its felloe tenon.
 * The spoke runs from the hub to the inside of the felloe and leans out by the dish.
 */
export function spokeLength(spec: WheelSpec): number {
  const run = spec.diameterMm / 2 - spec.felloeDepthMm - spec.hubDiameterMm / 2;
  const between = Math.hypot(run, spec.dishMm);
  return between + HUB_TENON_MM + felloeTenon(spec);
}

/** Angle between neighbouring spokes in degrees. */
export function spokePitchDegrees(spec: WheelSpec): number {
  return 360 / spec.spokes;
}

/** Length of one felloe along the outside of the rim. */
export function felloeArcLength(spec: WheelSpec): number {
  return circumference(spec) / felloeCount(spec);
}

/** Straight-line length of the plank a felloe is cut from (the chord of its outside arc). */
export function felloeChord(spec: WheelSpec): number {
  const angle = (2 * Math.PI) / felloeCount(spec);
  return spec.diameterMm * Math.sin(angle / 2);
}

/** The wheels the shop makes most, for quotes over the counter. */
export const STOCK_WHEELS: Record<string, WheelSpec> = {
  "farm cart": {
    name: "farm cart",
    kind: "cart",
    diameterMm: 1372,
    spokes: 12,
    hubDiameterMm: 300,
    hubLengthMm: 330,
    felloeDepthMm: 90,
    felloeWidthMm: 76,
    dishMm: 38,
    tyre: { widthMm: 76, thicknessMm: 16 },
  },
  "gig": {
    name: "gig",
    kind: "carriage",
    diameterMm: 1219,
    spokes: 14,
    hubDiameterMm: 180,
    hubLengthMm: 230,
    felloeDepthMm: 57,
    felloeWidthMm: 44,
    dishMm: 25,
    tyre: { widthMm: 38, thicknessMm: 10 },
  },
  "wagon rear": {
    name: "wagon rear",
    kind: "wagon",
    diameterMm: 1524,
    spokes: 14,
    hubDiameterMm: 330,
    hubLengthMm: 380,
    felloeDepthMm: 100,
    felloeWidthMm: 102,
    dishMm: 45,
    tyre: { widthMm: 102, thicknessMm: 19 },
  },
};
