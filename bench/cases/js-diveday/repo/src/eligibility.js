import { addMonths, ageOn, formatDate } from './dates.js';
import { atLeast, LEVELS } from './levels.js';
import { DEFAULT_RULES } from './rules.js';

function levelName(code) {
  return LEVELS.find((l) => l.code === code).name;
}

// Whether the diver may dive on the date, and every reason why not.
export function checkDiver(diver, date, rules = DEFAULT_RULES) {
  const reasons = [];

  if (ageOn(diver.birth, date) < rules.minAge) {
    reasons.push(`under ${rules.minAge}`);
  }

  if (!atLeast(diver.level, rules.minLevel)) {
    reasons.push(`${levelName(rules.minLevel)} needed`);
  }

  if (diver.loggedDives < rules.minLoggedDives) {
    reasons.push(`${diver.loggedDives} logged dives, ${rules.minLoggedDives} needed`);
  }

  const refresher = refresherDue(diver, rules);
  if (refresher && date >= refresher) {
    reasons.push(`refresher: last dive ${formatDate(diver.lastDive)}`);
  }

  if (!diver.medicalUntil) {
    reasons.push('no medical statement');
  } else if (diver.medicalUntil < date) {
    reasons.push(`medical expired ${formatDate(diver.medicalUntil)}`);
  }

  return { eligible: reasons.length === 0, reasons };
}

// The first date on which the diver needs a refresher, or null when their last dive is not known.
export function refresherDue(diver, rules = DEFAULT_RULES) {
  if (!diver.lastDive) {
    return null;
  }
  return addMonths(diver.lastDive, rules.recencyMonths);
}
