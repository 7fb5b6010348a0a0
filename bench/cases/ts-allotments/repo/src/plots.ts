/** The society's plots, and which of them can be let. */

export interface Plot {
  id: string;
  site: string;
  areaM2: number;
  tenant?: string;
  /** The sitting tenant gives the plot up on this date. */
  vacatesOn?: string;
}

export function isVacant(plot: Plot, today: string): boolean {
  if (plot.tenant === undefined) return true;
  return plot.vacatesOn !== undefined && plot.vacatesOn <= today;
}

/** Plots free to let today, in plot order (site, then number). */
export function vacantPlots(plots: Plot[], today: string): Plot[] {
  return plots
    .filter((p) => isVacant(p, today))
    .sort((a, b) => a.site.localeCompare(b.site) || plotNumber(a) - plotNumber(b));
}

function plotNumber(plot: Plot): number {
  return Number(plot.id.replace(/^\D+/, ""));
}

/** A year's rent, in pence, at a rate in pence per square metre. */
export function rentPence(plot: Plot, pencePerM2: number): number {
  return Math.round(plot.areaM2 * pencePerM2);
}
