export interface Wind {
  /** Direction the wind blows from, degrees true. */
  fromDeg: number;
  speedKt: number;
}

export interface Drift {
  /** Direction the balloon travels towards, degrees true. */
  trackDeg: number;
  distanceKm: number;
  northKm: number;
  eastKm: number;
}

export const KM_PER_NM = 1.852;

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

/** Where a steady wind carries the balloon in `minutes` of flight. */
export function driftFor(wind: Wind, minutes: number): Drift {
  const trackDeg = (wind.fromDeg + 180) % 360;
  const distanceKm = wind.speedKt * KM_PER_NM * (minutes / 60);
  const rad = (trackDeg * Math.PI) / 180;
  return {
    trackDeg,
    distanceKm: round1(distanceKm),
    northKm: round1(distanceKm * Math.cos(rad)),
    eastKm: round1(distanceKm * Math.sin(rad)),
  };
}
