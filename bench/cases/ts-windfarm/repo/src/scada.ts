/** One ten-minute record from the met mast. */
export interface ScadaRecord {
  /** Start of the record, UTC. */
  time: Date;
  speedMs: number;
  directionDeg: number;
  tempC: number;
  pressureHPa: number;
}

export interface ScadaRead {
  records: ScadaRecord[];
  /** Data rows left out because a value was missing or out of range, with the reason. */
  skipped: Array<{ line: number; reason: string }>;
}

const COLUMNS = ["time", "speed_ms", "dir_deg", "temp_c", "pressure_hpa"] as const;

function parseNumber(text: string): number {
  const t = text.trim();
  if (t === "" || t.toLowerCase() === "nan") {
    return Number.NaN;
  }
  return Number(t);
}

function check(record: ScadaRecord): string | undefined {
  if (Number.isNaN(record.time.getTime())) return "bad time";
  if (!Number.isFinite(record.speedMs)) return "no wind speed";
  if (record.speedMs < 0 || record.speedMs > 75) return `wind speed out of range: ${record.speedMs}`;
  if (!Number.isFinite(record.directionDeg)) return "no direction";
  if (record.directionDeg < 0 || record.directionDeg > 360) return `direction out of range: ${record.directionDeg}`;
  if (!Number.isFinite(record.tempC)) return "no temperature";
  if (!Number.isFinite(record.pressureHPa)) return "no pressure";
  if (record.pressureHPa < 800 || record.pressureHPa > 1100) return `pressure out of range: ${record.pressureHPa}`;
  return undefined;
}

/**
 * Reads a mast export: a header naming the columns (any order, extra columns ignored),
 * then one ten-minute record per line. Times are ISO 8601 in UTC.
 */
export function parseScada(text: string): ScadaRead {
  const lines = text.split(/\r?\n/);
  const header = lines[0].split(",").map((h) => h.trim().toLowerCase());
  const index: Record<string, number> = {};
  for (const column of COLUMNS) {
    const i = header.indexOf(column);
    if (i < 0) {
      throw new Error(`SCADA export has no ${column} column`);
    }
    index[column] = i;
  }

  const records: ScadaRecord[] = [];
  const skipped: ScadaRead["skipped"] = [];
  for (let n = 1; n < lines.length; n++) {
    const line = lines[n];
    if (line.trim() === "") continue;
    const cells = line.split(",");
    const time = cells[index.time]?.trim() ?? "";
    const record: ScadaRecord = {
      time: new Date(time.endsWith("Z") ? time : `${time}Z`),
      speedMs: parseNumber(cells[index.speed_ms] ?? ""),
      directionDeg: parseNumber(cells[index.dir_deg] ?? ""),
      tempC: parseNumber(cells[index.temp_c] ?? ""),
      pressureHPa: parseNumber(cells[index.pressure_hpa] ?? ""),
    };
    const problem = check(record);
    if (problem) {
      skipped.push({ line: n + 1, reason: problem });
    } else {
      records.push(record);
    }
  }
  records.sort((a, b) => a.time.getTime() - b.time.getTime());
  return { records, skipped };
}
