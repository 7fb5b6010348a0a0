'use strict';

const { settingsFor } = require('./park');

/**
 * Whether a rider may ride a line, with every reason they may not.
 * rider: { name, age, heightCm, weightKg, guardian }
 */
function eligibility(rider, line) {
  const s = settingsFor(line);
  const reasons = [];
  if (rider.age < s.minAge) reasons.push(`under ${s.minAge}`);
  if (rider.heightCm < s.minHeightCm) reasons.push(`shorter than ${s.minHeightCm} cm`);
  if (rider.weightKg < s.minWeightKg) reasons.push(`lighter than ${s.minWeightKg} kg`);
  if (rider.weightKg > s.maxWeightKg) reasons.push(`heavier than ${s.maxWeightKg} kg`);
  if (rider.age < s.guardianUnder && !rider.guardian) reasons.push('no guardian waiver');
  return { ok: reasons.length === 0, reasons };
}

module.exports = { eligibility };
