/** 450 -> "7h 30m", 60 -> "1h", 5 -> "0h 05m". */
export function formatHours(minutes: number): string {
  const sign = minutes < 0 ? "-" : "";
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  if (rest === 0) return `${sign}${hours}h`;
  return `${sign}${hours}h ${String(rest).padStart(2, "0")}m`;
}
