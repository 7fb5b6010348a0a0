// Quotes for new wheels.

import { barForSet } from "./tyre.js";
import { cuttingList, timberCost } from "./timber.js";
import { round } from "./units.js";
import { WheelKind, WheelSpec, validateWheel } from "./wheel.js";

/** Shop hours to make one wheel, before the tyre. */
export const BASE_HOURS: Record<WheelKind, number> = {
  cart: 38,
  carriage: 46,
  wagon: 52,
  "gun-carriage": 60,
};

/** Extra hours for each spoke over ten. */
export const HOURS_PER_EXTRA_SPOKE = 1.5;

/** Hours to make and fit a tyre, whatever the wheel. */
export const TYRING_HOURS = 6;

export interface Rates {
  labourPerHour: number;
  steelPerKg: number;
  vatRate: number;
  setDiscount: number; // taken off labour for a set of four or more
}

export const DEFAULT_RATES: Rates = {
  labourPerHour: 42,
  steelPerKg: 3.2,
  vatRate: 0.2,
  setDiscount: 0.1,
};

export interface Quote {
  wheels: number;
  hours: number;
  labour: number;
  timber: number;
  steel: number;
  steelKg: number;
  net: number;
  vat: number;
  total: number;
}

export function hoursPerWheel(spec: WheelSpec): number {
  return BASE_HOURS[spec.kind] + Math.max(0, spec.spokes - 10) * HOURS_PER_EXTRA_SPOKE + TYRING_HOURS;
}

/** Prices `count` wheels to one spec, in pounds to the penny. */
export function quoteWheels(spec: WheelSpec, count: number, rates: Rates = DEFAULT_RATES): Quote {
  validateWheel(spec);
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`count must be a whole number of wheels: ${count}`);
  }
  const hours = hoursPerWheel(spec) * count;
  let labour = hours * rates.labourPerHour;
  if (count >= 4) {
    labour *= 1 - rates.setDiscount;
  }
  const timber = timberCost(cuttingList(spec)) * count;
  const bar = barForSet(spec, count);
  const steel = bar.weightKg * rates.steelPerKg;
  const net = round(labour, 2) + round(timber, 2) + round(steel, 2);
  const vat = round(net * rates.vatRate, 2);
  return {
    wheels: count,
    hours,
    labour: round(labour, 2),
    timber: round(timber, 2),
    steel: round(steel, 2),
    steelKg: round(bar.weightKg, 1),
    net: round(net, 2),
    vat,
    total: round(net + vat, 2),
  };
}
