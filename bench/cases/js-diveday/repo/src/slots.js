// Kit-fitting appointments at the shop before the boat: every slotMinutes from start to end, one
// diver per counter.

export function parseTime(text) {
  const m = /^(\d{1,2}):(\d{2})$/.exec(String(text).trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) {
    throw new Error(`not a time: ${JSON.stringify(text)}`);
  }
  return Number(m[1]) * 60 + Number(m[2]);
}

export function formatTime(minutes) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

// The start times of the appointments; an appointment must end by the end of fitting.
export function buildSlots({ start, end, slotMinutes = 15, counters = 1 }) {
  const from = parseTime(start);
  const to = parseTime(end);
  if (slotMinutes <= 0) {
    throw new Error('slotMinutes must be positive');
  }
  const slots = [];
  for (let t = from; t + slotMinutes <= to; t += slotMinutes) {
    for (let counter = 1; counter <= counters; counter += 1) {
      slots.push({ time: formatTime(t), counter });
    }
  }
  return slots;
}

// Gives each diver the next free appointment, in manifest order; divers beyond the last get none.
export function assignSlots(divers, slots) {
  return divers.map((diver, i) => ({ diver, slot: slots[i] ?? null }));
}
