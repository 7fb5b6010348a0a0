// The diver's logbook.

export interface LogEntry {
  number: number;
  date: string; // YYYY-MM-DD
  site: string;
  maxDepthM: number;
  avgDepthM: number;
  minutes: number;
  startBar: number;
  endBar: number;
  mix?: string;
}

export interface Totals {
  dives: number;
  minutes: number;
  deepestM: number;
  deepestSite: string;
  averageDepthM: number;
}

export class Logbook {
  private entries: LogEntry[] = [];

  constructor(readonly diver: string) {}

  add(entry: Omit<LogEntry, "number">): LogEntry {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.date)) throw new Error(`bad date ${entry.date}`);
    if (entry.avgDepthM > entry.maxDepthM) throw new Error("average depth deeper than maximum");
    if (entry.endBar > entry.startBar) throw new Error("end pressure above start pressure");
    const last = this.entries[this.entries.length - 1];
    if (last && entry.date < last.date) throw new Error(`dive on ${entry.date} is before dive ${last.number}`);
    const full: LogEntry = { ...entry, number: this.entries.length + 1 };
    this.entries.push(full);
    return full;
  }

  all(): readonly LogEntry[] {
    return this.entries;
  }

  totals(): Totals {
    if (this.entries.length === 0) {
      return { dives: 0, minutes: 0, deepestM: 0, deepestSite: "", averageDepthM: 0 };
    }
    let deepest = this.entries[0];
    let minutes = 0;
    let depthMinutes = 0;
    for (const e of this.entries) {
      minutes += e.minutes;
      depthMinutes += e.avgDepthM * e.minutes;
      if (e.maxDepthM > deepest.maxDepthM) deepest = e;
    }
    return {
      dives: this.entries.length,
      minutes,
      deepestM: deepest.maxDepthM,
      deepestSite: deepest.site,
      averageDepthM: Math.round((depthMinutes / minutes) * 10) / 10,
    };
  }

  atSite(site: string): LogEntry[] {
    const key = site.trim().toLowerCase();
    return this.entries.filter((e) => e.site.toLowerCase() === key);
  }
}

export function formatHours(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h}h ${String(m).padStart(2, "0")}m`;
}
