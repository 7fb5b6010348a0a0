// Zenithal hourly rate: the number of meteors one observer would see in an hour under a clear
// sky with stars to magnitude 6.5 and the radiant at the zenith.
//
//   ZHR = N * F * r^(6.5 - lm) / (Teff * sin(h))

export const MIN_ALTITUDE = 20; // degrees: below this the correction is too large to trust
const RAD = Math.PI / 180;

// Hours actually spent watching: the period less its breaks.
export function effectiveHours(period) {
  return (period.minutes - period.breakMinutes) / 60;
}

// Correction for the part of the field hidden by cloud (percent).
export function cloudFactor(cloud) {
  if (cloud < 0 || cloud >= 100) throw new RangeError(`cloud ${cloud}% out of range`);
  return 100 / (100 - cloud);
}

export function zhr({ count, r, lm, hours, cloud = 0, altitude = 90 }) {
  if (altitude < MIN_ALTITUDE) return null;
  const perception = Math.pow(r, 6.5 - lm);
  return (count * cloudFactor(cloud) * perception) / (hours * Math.sin(altitude * RAD));
}
