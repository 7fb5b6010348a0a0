import { developmentOnTarget, roastLevel } from "./grade.js";
import { developmentRatio, developmentTime, dropTemperature, rateOfRise, totalTime, weightLoss } from "./metrics.js";
import type { RoastLog } from "./roast.js";
import { formatClock, fromCelsius, round } from "./units.js";

/** The roast card printed for each batch. */
export function roastCard(log: RoastLog): string {
  const lines = [`${log.bean} (${log.roaster})`];
  const temp = (c: number) => `${round(fromCelsius(c, log.unit))}°${log.unit}`;

  lines.push(`roast time ${formatClock(totalTime(log.events))}`);
  if (log.events.firstCrack !== undefined) {
    lines.push(`first crack at ${formatClock(log.events.firstCrack)}`);
  }
  const dev = developmentTime(log.events);
  const dtr = developmentRatio(log.events);
  if (dev !== undefined && dtr !== undefined) {
    lines.push(`development ${formatClock(dev)} (${dtr}%)`);
  }
  const drop = dropTemperature(log);
  if (drop !== undefined) lines.push(`drop at ${temp(drop)}`);

  const ror = rateOfRise(log.samples);
  if (ror.length > 0) {
    const last = ror[ror.length - 1];
    lines.push(`final rate of rise ${round(fromCelsius(last.ror, log.unit) - fromCelsius(0, log.unit))}°${log.unit}/min`);
  }

  const loss = weightLoss(log);
  if (loss !== undefined) {
    const level = roastLevel(loss);
    lines.push(`weight loss ${loss}% (${level})`);
    if (dtr !== undefined && !developmentOnTarget(level, dtr)) {
      lines.push(`development ratio outside the ${level} band`);
    }
  }
  return lines.join("\n");
}
