import { charge, type Session } from "./session";
import { DEFAULT_RATES, type Rates } from "./rates";
import { formatMinutes } from "./util/time";

export interface Statement {
  who: string;
  month: string; // YYYY-MM
  sessions: number;
  minutes: number;
  total: number;
  lines: string[];
}

function pounds(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** A member's statement for a month, sessions in date and time order. */
export function statement(who: string, month: string, sessions: Session[], rates: Rates = DEFAULT_RATES): Statement {
  const mine = sessions
    .filter((s) => s.who === who && s.day.startsWith(`${month}-`))
    .sort((a, b) => (a.day + a.start).localeCompare(b.day + b.start));
  let total = 0;
  let minutes = 0;
  const lines = mine.map((s) => {
    const c = charge(s, rates);
    total += c.total;
    minutes += c.minutes;
    const wet = s.wetBench ? " + chemistry" : "";
    return `${s.day} ${s.start}-${s.end} ${formatMinutes(c.minutes)}${wet} ${pounds(c.total)}`;
  });
  return { who, month, sessions: mine.length, minutes, total, lines };
}
