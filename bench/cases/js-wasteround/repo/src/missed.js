'use strict';

const { parseISO, workingDaysAfter, workingDaysBetween } = require('./dates');

// A missed bin may be reported up to this many working days after the collection day...
const REPORT_WINDOW = 2;
// ...and the crew goes back for it within this many working days of the report.
const RETURN_WITHIN = 2;

// Checks a missed-bin report: { uprn, stream, collectionDate, reportedOn }.
// Returns { accepted, reason, returnBy }.
function assessReport(report, holidays = []) {
  parseISO(report.collectionDate);
  parseISO(report.reportedOn);
  if (report.reportedOn < report.collectionDate) {
    return { accepted: false, reason: 'reported before the collection day', returnBy: null };
  }
  if (report.reportedOn === report.collectionDate) {
    // Crews work until 16:00; a same-day report is taken in good faith.
    return { accepted: true, reason: 'same day', returnBy: workingDaysAfter(report.reportedOn, RETURN_WITHIN, holidays) };
  }
  const late = workingDaysBetween(report.collectionDate, report.reportedOn, holidays);
  if (late > REPORT_WINDOW) {
    return { accepted: false, reason: `reported ${late} working days after collection`, returnBy: null };
  }
  return {
    accepted: true,
    reason: `reported ${late} working day${late === 1 ? '' : 's'} after collection`,
    returnBy: workingDaysAfter(report.reportedOn, RETURN_WITHIN, holidays),
  };
}

// Accepted reports per round, given a lookup from UPRN to property.
function missedByRound(reports, properties, holidays = []) {
  const counts = new Map();
  for (const report of reports) {
    const property = properties.get(report.uprn);
    if (!property) {
      throw new RangeError(`no property with UPRN ${report.uprn}`);
    }
    if (!assessReport(report, holidays).accepted) {
      continue;
    }
    counts.set(property.round, (counts.get(property.round) || 0) + 1);
  }
  return counts;
}

module.exports = { REPORT_WINDOW, RETURN_WITHIN, assessReport, missedByRound };
