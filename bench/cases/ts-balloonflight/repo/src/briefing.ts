import type { FlightPlan } from "./manifest.ts";
import { checkLoad } from "./manifest.ts";
import { enduranceMinutes } from "./fuel.ts";
import type { Wind } from "./drift.ts";
import { driftFor } from "./drift.ts";

/** The pre-flight briefing, one fact a line. */
export function briefing(plan: FlightPlan, wind: Wind, plannedMinutes: number): string {
  const load = checkLoad(plan);
  const endurance = enduranceMinutes(plan.cylinders, plan.balloon.envelopeVolumeM3, plan.groundTempC);
  const drift = driftFor(wind, plannedMinutes);
  const lines = [
    `Balloon ${plan.balloon.registration}, pilot ${plan.pilot.name}, ${plan.passengers.length} passengers`,
    `Load ${load.totalMassKg} kg of ${load.payloadKg} kg available (margin ${load.marginKg} kg)`,
    `Fuel ${plan.cylinders} cylinders, endurance ${endurance} min with reserve`,
    `Drift ${drift.distanceKm} km towards ${drift.trackDeg}° in ${plannedMinutes} min`,
  ];
  if (plannedMinutes > endurance) {
    lines.push(`NO-GO: planned ${plannedMinutes} min exceeds endurance ${endurance} min`);
  }
  for (const p of load.problems) lines.push(`NO-GO: ${p}`);
  if (lines.every((l) => !l.startsWith("NO-GO"))) lines.push("GO");
  return lines.join("\n");
}
