import type { ClassResult, RoundScore } from "./types.js";

/** Pence as pounds, with thousands separated: 123456 -> "£1,234.56". */
export function money(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = String(pence % 100).padStart(2, "0");
  return `£${pounds.toLocaleString("en-GB")}.${rest}`;
}

export function roundCell(score: RoundScore | undefined): string {
  if (!score) {
    return "";
  }
  switch (score.status) {
    case "retired":
      return "ret";
    case "eliminated":
      return `elim (${score.reason})`;
    case "finished":
      return `${score.faults} / ${score.seconds.toFixed(2)}`;
  }
}

function ordinal(place: number | null): string {
  return place === null ? "-" : String(place);
}

/** The results sheet pinned up by the collecting ring. */
export function resultsSheet(result: ClassResult): string[] {
  const { spec } = result;
  const lines = [`${spec.code} ${spec.name}`];
  let times = `Time allowed ${result.timeAllowed} s, limit ${result.timeLimit} s`;
  if (result.jumpOffTimeAllowed !== null) {
    times += `; jump-off ${result.jumpOffTimeAllowed} s`;
  }
  lines.push(times);
  lines.push(`Starters ${result.starters}`);
  lines.push("");

  for (const row of result.rows) {
    const cells = [
      ordinal(row.place).padStart(2),
      `#${row.entry}`.padStart(3),
      `${row.rider} / ${row.horse}`.padEnd(34),
      roundCell(row.first).padEnd(18),
      roundCell(row.jumpOff).padEnd(14),
      row.prize > 0 ? money(row.prize) : "",
    ];
    lines.push(cells.join("  ").trimEnd());
  }
  return lines;
}
