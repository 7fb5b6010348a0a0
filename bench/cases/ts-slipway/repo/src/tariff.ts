import type { Boat, Service } from "./types.js";

/** Pence per metre of length overall, for the lift out and the lift back in. */
export const LIFT_PENCE_PER_METRE = 1850;
/** Pence per metre per day on the hardstanding. */
export const STANDING_PENCE_PER_METRE_DAY = 95;
export const MIN_LIFT_PENCE = 9000;

const SERVICE_PENCE_PER_METRE: Record<Service, number> = {
  "pressure-wash": 350,
  antifoul: 1400,
  anodes: 0,
  "mast-lift": 0,
};

const SERVICE_FLAT_PENCE: Record<Service, number> = {
  "pressure-wash": 0,
  antifoul: 0,
  anodes: 4500,
  "mast-lift": 12000,
};

/** Lengths are charged by the started half metre. */
export function chargeableMetres(boat: Boat): number {
  return Math.ceil(boat.loaMetres * 2) / 2;
}

export function liftPence(boat: Boat): number {
  return Math.max(MIN_LIFT_PENCE, Math.round(chargeableMetres(boat) * LIFT_PENCE_PER_METRE));
}

export function standingPence(boat: Boat, days: number): number {
  return Math.round(chargeableMetres(boat) * STANDING_PENCE_PER_METRE_DAY * days);
}

export function servicePence(boat: Boat, service: Service): number {
  return Math.round(chargeableMetres(boat) * SERVICE_PENCE_PER_METRE[service]) + SERVICE_FLAT_PENCE[service];
}
