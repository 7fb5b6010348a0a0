import { formatDuration } from "./clock";
import type { Classified } from "./results";

/** The classification as a fixed-width text table. */
export function formatResults(rows: Classified[]): string {
  const lines = ["Pos  No   Driver          Stages    Pen      Total"];
  for (const r of rows) {
    const pos = r.position === null ? "OTL" : String(r.position);
    lines.push(
      `${pos.padEnd(4)} ${String(r.crew.number).padStart(2)}   ${r.crew.driver.padEnd(14)} ` +
        `${formatDuration(r.stageSeconds).padStart(7)} ${formatDuration(r.penaltySeconds).padStart(6)} ` +
        formatDuration(r.totalSeconds).padStart(10),
    );
  }
  return lines.join("\n");
}
