import type { TurbineModel } from "./turbines.ts";

/**
 * Electrical power of a turbine at a hub-height wind speed, in kW, by linear
 * interpolation of its power curve. Nothing below cut-in; the turbine stops at cut-out.
 */
export function powerAt(model: TurbineModel, speedMs: number): number {
  if (speedMs < model.cutInMs || speedMs >= model.cutOutMs) {
    return 0;
  }
  const curve = model.curve;
  if (speedMs <= curve[0][0]) {
    return curve[0][1];
  }
  for (let i = 1; i < curve.length; i++) {
    const [v1, p1] = curve[i];
    if (speedMs <= v1) {
      const [v0, p0] = curve[i - 1];
      return p0 + ((p1 - p0) * (speedMs - v0)) / (v1 - v0);
    }
  }
  return curve[curve.length - 1][1];
}

/** Power coefficient Cp at a wind speed: electrical power over the power in the wind. */
export function powerCoefficient(model: TurbineModel, speedMs: number, densityKgM3 = 1.225): number {
  if (speedMs <= 0) {
    return 0;
  }
  const area = Math.PI * (model.rotorM / 2) ** 2;
  const windW = 0.5 * densityKgM3 * area * speedMs ** 3;
  return (powerAt(model, speedMs) * 1000) / windW;
}
