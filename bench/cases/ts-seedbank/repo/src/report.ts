import { latestRate } from "./germination.js";
import { packetsLeft } from "./stock.js";
import type { Lot, Withdrawal } from "./types.js";

function percent(rate: number | undefined): string {
  return rate === undefined ? "untested" : `${Math.round(rate * 100)}%`;
}

/** The stock sheet for the library's noticeboard: one line per lot, by crop then variety. */
export function stockSheet(lots: readonly Lot[], withdrawals: readonly Withdrawal[]): string {
  const sorted = [...lots].sort((a, b) => a.crop.localeCompare(b.crop) || a.variety.localeCompare(b.variety));
  const lines = sorted.map((lot) =>
    [lot.id.padEnd(6), lot.crop.padEnd(8), lot.variety.padEnd(24), String(lot.harvestYear),
      percent(latestRate(lot)).padStart(9), `${packetsLeft(lot, withdrawals)} packets`.padStart(12)].join(" "),
  );
  return lines.join("\n") + "\n";
}
