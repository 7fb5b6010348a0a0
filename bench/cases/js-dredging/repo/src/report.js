'use strict';

const { round } = require('./units');
const { controllingDepth, needsDredging } = require('./channel');
const { hhmm } = require('./tides');

/** The harbour master's weekly notice: controlling depths, the campaign and the tide windows for loaded hoppers. */
function notice(sections, campaign, tideWindows) {
  const out = ['Approach channel: maintenance dredging'];
  for (const sec of sections) {
    const flag = needsDredging(sec) ? ' (below design)' : '';
    out.push(`  ${sec.name}: controlling depth ${controllingDepth(sec).toFixed(1)} m, design ${sec.designDepth.toFixed(1)} m${flag}`);
  }
  out.push(
    `${campaign.hopper}: ${round(campaign.volume)} m3 in ${campaign.trips} trips, ` +
      `${campaign.tripsPerDay} a day, ${campaign.days} days`,
  );
  if (tideWindows.length === 0) {
    out.push('No tide window for loaded hoppers');
  } else {
    out.push(`Loaded hoppers cross the bar ${tideWindows.map(([a, b]) => `${hhmm(a)}-${hhmm(b)}`).join(', ')}`);
  }
  return out.join('\n') + '\n';
}

module.exports = { notice };
