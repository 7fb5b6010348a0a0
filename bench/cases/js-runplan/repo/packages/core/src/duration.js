// Durations as people write them in config files: "45s", "90m", "2h", "1d".

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 };

export class DurationError extends Error {
  constructor(text) {
    super(`invalid duration: ${JSON.stringify(text)}`);
    this.name = 'DurationError';
  }
}

/** Parses a duration into whole seconds. */
export function parseDuration(text) {
  const match = /^(\d+)([smhd])$/.exec(String(text).trim());
  if (!match) throw new DurationError(text);
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2]];
  if (seconds === 0) throw new DurationError(text);
  return seconds;
}
