// Clock times of a day: "08:30" <-> seconds after midnight.

export function parseClock(text) {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(String(text).trim());
  if (!match) throw new RangeError(`invalid clock time: ${JSON.stringify(text)}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60;
}

export function formatClock(seconds) {
  const minutes = Math.floor(seconds / 60) % (24 * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}
