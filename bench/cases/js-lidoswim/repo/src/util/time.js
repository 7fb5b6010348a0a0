// Clock helpers: "HH:MM" strings on a day, minutes since midnight, and UTC instants.

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function parseClock(text) {
  const match = CLOCK.exec(text);
  if (!match) {
    throw new RangeError(`not a clock time: ${JSON.stringify(text)}`);
  }
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatClock(minutesOfDay) {
  const h = Math.floor(minutesOfDay / 60) % 24;
  const m = minutesOfDay % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

// The instant at clock time `text` on `day` ("YYYY-MM-DD").
export function atClock(day, text) {
  const [y, mo, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d, 0, parseClock(text)));
}

export function formatTime(date) {
  return formatClock(date.getUTCHours() * 60 + date.getUTCMinutes());
}

export function isWeekend(day) {
  const dow = atClock(day, '00:00').getUTCDay();
  return dow === 0 || dow === 6;
}
