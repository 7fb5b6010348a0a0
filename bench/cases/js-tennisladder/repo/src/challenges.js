export const DAYS_TO_PLAY = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

function day(iso) {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) throw new Error(`bad date ${iso}`);
  return d;
}

export function deadline(issued) {
  return new Date(day(issued).getTime() + DAYS_TO_PLAY * DAY_MS).toISOString().slice(0, 10);
}

/** Open challenges past their deadline on `today`, the oldest first. */
export function expired(challenges, today) {
  return challenges
    .filter((c) => deadline(c.issued) < today)
    .sort((a, b) => (a.issued < b.issued ? -1 : a.issued > b.issued ? 1 : 0));
}

/** A player may have one open challenge at a time, issued or received. */
export function busy(challenges, name) {
  return challenges.some((c) => c.challenger === name || c.opponent === name);
}
