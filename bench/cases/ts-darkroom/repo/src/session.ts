import { minutesBetween } from "./util/time";
import { DEFAULT_RATES, type Rates } from "./rates";

export interface Session {
  who: string;
  member: boolean;
  day: string; // YYYY-MM-DD
  start: string; // HH:MM
  end: string; // HH:MM
  wetBench: boolean;
}

export interface Charge {
  minutes: number;
  billedMinutes: number;
  enlarger: number;
  chemistry: number;
  total: number;
}

/** The charge for one session: enlarger time by started block after the free minutes, and chemistry. */
export function charge(session: Session, rates: Rates = DEFAULT_RATES): Charge {
  const minutes = minutesBetween(session.start, session.end);
  const free = session.member ? rates.freeMinutes : 0;
  const billedMinutes = Math.max(0, minutes - free);
  const blocks = Math.ceil(billedMinutes / rates.blockMinutes);
  let enlarger = blocks * rates.enlargerPerBlock;
  if (session.member) enlarger = Math.round(enlarger * (1 - rates.memberDiscount));
  const chemistry = session.wetBench ? rates.chemistryFee : 0;
  return { minutes, billedMinutes, enlarger, chemistry, total: enlarger + chemistry };
}
