export { addDays, addMonths, ageOn, daysBetween, formatDate, parseDate } from './dates.js';
export { planDay } from './day.js';
export { checkDiver, refresherDue } from './eligibility.js';
export { atLeast, LEVELS, levelRank, parseLevel } from './levels.js';
export { parseManifest } from './manifest.js';
export { renderPlan } from './report.js';
export { DEFAULT_RULES } from './rules.js';
export { assignSlots, buildSlots, formatTime, parseTime } from './slots.js';
