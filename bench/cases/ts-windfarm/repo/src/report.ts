import type { FarmYield, TurbineYield } from "./production.ts";
import type { Turbine } from "./turbines.ts";
import { round } from "./units.ts";

/** Energy over the energy the rated power would have made in the same hours, 0 to 1. */
export function capacityFactor(energyKwh: number, ratedKw: number, hours: number): number {
  if (ratedKw <= 0 || hours <= 0) {
    return 0;
  }
  return energyKwh / (ratedKw * hours);
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

function mwh(kwh: number): string {
  return `${round(kwh / 1000, 2).toFixed(2)} MWh`;
}

function turbineLine(turbine: Turbine, y: TurbineYield, hours: number): string {
  const availability = y.records === 0 ? 1 : 1 - y.downRecords / y.records;
  const produced = y.energyKwh + y.curtailedKwh;
  const wake = produced + y.wakeLossKwh === 0 ? 0 : y.wakeLossKwh / (produced + y.wakeLossKwh);
  return [
    turbine.id.padEnd(5),
    turbine.model.name.padEnd(12),
    mwh(y.energyKwh).padStart(11),
    `CF ${percent(capacityFactor(y.energyKwh, turbine.model.ratedKw, hours)).padStart(6)}`,
    `avail ${percent(availability).padStart(6)}`,
    `wake ${percent(wake).padStart(5)}`,
  ].join("  ");
}

/** The monthly yield sheet: one line per turbine, then the farm. */
export function formatReport(title: string, turbines: Turbine[], farm: FarmYield): string {
  const byId = new Map(farm.turbines.map((y) => [y.id, y]));
  const lines = [title, "=".repeat(title.length)];
  for (const turbine of turbines) {
    const y = byId.get(turbine.id);
    if (y) {
      lines.push(turbineLine(turbine, y, farm.hours));
    }
  }
  lines.push(
    `Farm  ${turbines.length} turbines, ${(farm.installedKw / 1000).toFixed(2)} MW, ${farm.hours.toFixed(1)} h: ` +
      `${mwh(farm.energyKwh)}, CF ${percent(capacityFactor(farm.energyKwh, farm.installedKw, farm.hours))}`,
  );
  if (farm.curtailedKwh > 0) {
    lines.push(`Curtailed at the export limit: ${mwh(farm.curtailedKwh)}`);
  }
  return lines.join("\n");
}
