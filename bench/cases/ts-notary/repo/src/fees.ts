import type { ActKind, ActRequest, Location } from "./types.js";

/** Statutory maximum fees, in cents. */
export const ACT_FEES: Record<ActKind, number> = {
  acknowledgment: 1500,
  jurat: 1500,
  oath: 1000,
  copyCertification: 1000,
};

/** Copy certification: each page after the first. */
export const EXTRA_PAGE_CENTS = 100;

export const TRAVEL_BASE_CENTS = 2500;
export const TRAVEL_INCLUDED_KM = 10;
export const TRAVEL_PER_KM_CENTS = 120;
export const TRAVEL_MAX_KM = 80;

export const AFTER_HOURS_CENTS = 4000;
export const WEEKEND_CENTS = 6000;

export function actFee(act: ActRequest): number {
  if (!Number.isInteger(act.count) || act.count < 1) {
    throw new Error(`${act.kind}: count must be a positive whole number`);
  }
  const base = ACT_FEES[act.kind] * act.count;
  if (act.kind !== "copyCertification") return base;

  const pages = act.pages ?? 1;
  if (pages < 1) throw new Error("copyCertification: pages must be at least 1");
  return base + (pages - 1) * EXTRA_PAGE_CENTS * act.count;
}

/** Mobile visits: a base fee covering the first kilometres, then a rate per kilometre (one way). */
export function travelFee(location: Location): number {
  if (location.kind === "office") return 0;
  const km = Math.ceil(location.distanceKm);
  if (km > TRAVEL_MAX_KM) throw new Error(`${location.address} is beyond the ${TRAVEL_MAX_KM} km service area`);
  const extraKm = Math.max(0, km - TRAVEL_INCLUDED_KM);
  return TRAVEL_BASE_CENTS + extraKm * TRAVEL_PER_KM_CENTS;
}

export interface SurchargeHours {
  opensAt: number;
  closesAt: number;
}

/**
 * After-hours surcharge when any part of the appointment falls outside opening hours,
 * weekend surcharge on Saturday and Sunday (the two do not stack; the weekend one wins).
 */
export function surcharge(start: number, duration: number, weekday: number, hours: SurchargeHours): number {
  if (weekday === 0 || weekday === 6) return WEEKEND_CENTS;
  if (start < hours.opensAt || start + duration > hours.closesAt) return AFTER_HOURS_CENTS;
  return 0;
}
