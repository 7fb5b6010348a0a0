// Square-profile dive plans: descent, bottom time, ascent, safety stop.
import { Cylinder, barFor, gasAtDepth } from "./cylinders.js";
import { AIR, Mix, mod } from "./gas.js";
import { noStopLimit, withinLimits } from "./tables.js";
import { round } from "./units.js";

export const DESCENT_RATE = 18; // m/min
export const ASCENT_RATE = 9; // m/min
export const SAFETY_STOP_DEPTH = 5; // m
export const SAFETY_STOP_MINUTES = 3;

export interface Segment {
  kind: "descent" | "bottom" | "ascent" | "stop";
  fromM: number;
  toM: number;
  minutes: number;
}

export interface PlanInput {
  depthM: number;
  bottomMinutes: number;
  mix?: Mix;
  sacLpm: number;
  cylinder: Cylinder;
  startBar: number;
}

export interface DivePlan {
  segments: Segment[];
  runtime: number;
  gasLitres: number;
  gasBar: number;
  endBar: number;
  warnings: string[];
}

function segmentGas(seg: Segment, sacLpm: number): number {
  const avgDepth = (seg.fromM + seg.toM) / 2;
  return gasAtDepth(sacLpm, seg.minutes, avgDepth);
}

export function segments(depthM: number, bottomMinutes: number): Segment[] {
  const descent = round(depthM / DESCENT_RATE, 1);
  const ascent = round((depthM - SAFETY_STOP_DEPTH) / ASCENT_RATE, 1);
  const finalAscent = round(SAFETY_STOP_DEPTH / ASCENT_RATE, 1);
  return [
    { kind: "descent", fromM: 0, toM: depthM, minutes: descent },
    { kind: "bottom", fromM: depthM, toM: depthM, minutes: bottomMinutes },
    { kind: "ascent", fromM: depthM, toM: SAFETY_STOP_DEPTH, minutes: ascent },
    { kind: "stop", fromM: SAFETY_STOP_DEPTH, toM: SAFETY_STOP_DEPTH, minutes: SAFETY_STOP_MINUTES },
    { kind: "ascent", fromM: SAFETY_STOP_DEPTH, toM: 0, minutes: finalAscent },
  ];
}

export function plan(input: PlanInput): DivePlan {
  const mix = input.mix ?? AIR;
  const segs = segments(input.depthM, input.bottomMinutes);
  const warnings: string[] = [];
  if (input.depthM > mod(mix)) {
    warnings.push(`${input.depthM} m is deeper than the MOD of ${mix.name} (${mod(mix)} m)`);
  }
  if (mix.o2 === AIR.o2 && !withinLimits(input.depthM, input.bottomMinutes)) {
    warnings.push(`${input.bottomMinutes} min at ${input.depthM} m exceeds the no-stop limit of ${noStopLimit(input.depthM)} min`);
  }
  const gasLitres = Math.round(segs.reduce((sum, s) => sum + segmentGas(s, input.sacLpm), 0));
  const gasBar = Math.ceil(barFor(input.cylinder, gasLitres));
  const endBar = input.startBar - gasBar;
  if (endBar < 50) warnings.push(`planned end pressure ${endBar} bar is below the 50 bar reserve`);
  const runtime = round(segs.reduce((sum, s) => sum + s.minutes, 0), 1);
  return { segments: segs, runtime, gasLitres, gasBar, endBar, warnings };
}

export function summary(p: DivePlan): string {
  const lines = p.segments.map(
    (s) => `${s.kind.padEnd(7)} ${String(s.fromM).padStart(3)} -> ${String(s.toM).padStart(3)} m  ${s.minutes.toFixed(1)} min`,
  );
  lines.push(`runtime ${p.runtime.toFixed(1)} min, gas ${p.gasLitres} L (${p.gasBar} bar), end ${p.endBar} bar`);
  for (const w of p.warnings) lines.push(`WARNING: ${w}`);
  return lines.join("\n");
}
