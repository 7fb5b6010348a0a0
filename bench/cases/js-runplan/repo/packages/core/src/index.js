export { parseDuration, DurationError } from './duration.js';
export { parseClock, formatClock } from './clock.js';
