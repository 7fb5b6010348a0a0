import { daysInMilk, inHerd, isMilking, lactationStage, type Cow } from "./cows";
import { bulkCellCount, highCellCows, sccBand } from "./quality";
import { herdAverage, type TestDay } from "./yields";
import { withheldToday, type Treatment } from "./withdrawal";

export interface Herd {
  name: string;
  cows: Cow[];
  tests: TestDay[];
  treatments: Treatment[];
}

/** The parlour noticeboard for a recording day. */
export function parlourNotice(herd: Herd, today: string): string {
  const milking = inHerd(herd.cows).filter((c) => isMilking(c, today));
  const todays = herd.tests.filter((t) => t.date === today);
  const lines = [`${herd.name} - ${today}`, `In milk: ${milking.length}`];
  const stages = { early: 0, mid: 0, late: 0 };
  for (const c of milking) stages[lactationStage(daysInMilk(c, today) ?? 0)]++;
  lines.push(`Early ${stages.early} / mid ${stages.mid} / late ${stages.late}`);
  if (todays.length > 0) {
    const bulk = bulkCellCount(todays);
    lines.push(`Average ${herdAverage(herd.tests, today).toFixed(1)} l, cells ${bulk} (band ${sccBand(bulk)})`);
    const high = highCellCows(todays);
    if (high.length > 0) lines.push(`High cells: ${high.join(", ")}`);
  }
  const withheld = withheldToday(herd.treatments, today);
  lines.push(withheld.length > 0 ? `KEEP OUT OF TANK: ${withheld.join(", ")}` : "No milk withheld");
  return lines.join("\n");
}
