// Calendar dates as ISO strings ("2025-05-17"), which is how the entry forms
// and the show office spreadsheet hold them. All arithmetic is done in UTC so
// that a clock change never moves a date.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function parseDate(iso: string): Date {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new Error(`not a date: ${JSON.stringify(iso)}`);
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(mo) - 1) throw new Error(`no such date: ${iso}`);
  return date;
}

export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDate(to).getTime() - parseDate(from).getTime()) / DAY_MS);
}

export function addDays(iso: string, days: number): string {
  return formatDate(new Date(parseDate(iso).getTime() + days * DAY_MS));
}

/** "Sat 17 May" for the catalogue and the stewards' rota. */
export function shortDate(iso: string): string {
  const date = parseDate(iso);
  const day = date.toLocaleDateString("en-GB", { weekday: "short", timeZone: "UTC" });
  const month = date.toLocaleDateString("en-GB", { month: "short", timeZone: "UTC" });
  return `${day} ${date.getUTCDate()} ${month}`;
}
