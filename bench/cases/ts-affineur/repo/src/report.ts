import type { CareEntry } from "./care";
import { dueOn } from "./care";
import type { Cave } from "./cave";
import { ageDays, isReady } from "./ripeness";
import { styleOf } from "./styles";

/** The morning sheet for the cave hands: the care rounds, then the wheels ready to leave. */
export function morningSheet(cave: Cave, log: CareEntry[], today: string): string[] {
  const lines = [`Cave sheet for ${today}`];
  const due = dueOn(cave.wheels(), log, today);
  lines.push(`Care due: ${due.length}`);
  for (const d of due) {
    const late = d.since === today ? "" : ` (due since ${d.since})`;
    lines.push(`  ${d.task.padEnd(4)} ${d.wheel} on ${cave.find(d.wheel)}${late}`);
  }
  const ready = cave.wheels().filter((w) => isReady(w, today));
  lines.push(`Ready to leave: ${ready.length}`);
  for (const w of ready) {
    lines.push(`  ${w.id} ${styleOf(w.style).name}, ${ageDays(w, today)} days`);
  }
  return lines;
}
