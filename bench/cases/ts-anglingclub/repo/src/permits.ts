import { Category, formatDate, parseDate } from './members';

export type PermitType = 'day' | 'week' | 'season';
export type Water = 'river' | 'canal' | 'stillwater';

/** Full prices in pence. */
export const PRICES: Record<PermitType, number> = {
  day: 600,
  week: 2000,
  season: 6500,
};

/** Fraction of the full price taken off for each category. */
export const CONCESSIONS: Record<Category, number> = {
  junior: 0.5,
  adult: 0,
  senior: 0.25,
};

export interface Permit {
  number: number;
  holder: string;
  type: PermitType;
  /** First day the permit is valid, YYYY-MM-DD. */
  from: string;
  /** Last day the permit is valid, YYYY-MM-DD. */
  to: string;
  pricePence: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: string, days: number): string {
  return formatDate(new Date(parseDate(date).getTime() + days * DAY_MS));
}

/** The club year runs from 1 April to 31 March. */
export function clubYearStart(date: string): string {
  const d = parseDate(date);
  const year = d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
  return `${year}-04-01`;
}

/**
 * The statutory coarse close season on rivers: 15 March to 15 June,
 * both days included. Stillwaters and the club's canal stretch stay open.
 */
export function inCloseSeason(date: string, water: Water): boolean {
  if (water === 'stillwater' || water === 'canal') {
    return false;
  }
  const d = parseDate(date);
  const monthDay = (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
  return monthDay >= 315 && monthDay <= 615;
}

export function price(type: PermitType, category: Category): number {
  return Math.round(PRICES[type] * (1 - CONCESSIONS[category]));
}

export function validityFor(type: PermitType, from: string): { from: string; to: string } {
  switch (type) {
    case 'day':
      return { from, to: from };
    case 'week':
      return { from, to: addDays(from, 6) };
    case 'season': {
      const start = clubYearStart(from);
      const endYear = Number(start.slice(0, 4)) + 1;
      return { from, to: `${endYear}-03-31` };
    }
  }
}

export class PermitBook {
  private readonly issued: Permit[] = [];
  private nextNumber: number;

  constructor(firstNumber = 1) {
    this.nextNumber = firstNumber;
  }

  issue(holder: string, type: PermitType, from: string, category: Category): Permit {
    const { to } = validityFor(type, from);
    const permit: Permit = {
      number: this.nextNumber++,
      holder,
      type,
      from,
      to,
      pricePence: price(type, category),
    };
    this.issued.push(permit);
    return permit;
  }

  /** Permits held by the angler that cover the date. */
  heldOn(holder: string, date: string): Permit[] {
    return this.issued.filter((p) => p.holder === holder && p.from <= date && date <= p.to);
  }

  /** Whether the angler may fish the water on the date. */
  mayFish(holder: string, date: string, water: Water): boolean {
    if (inCloseSeason(date, water)) {
      return false;
    }
    return this.heldOn(holder, date).length > 0;
  }

  takings(from: string, to: string): number {
    return this.issued
      .filter((p) => p.from >= from && p.from <= to)
      .reduce((sum, p) => sum + p.pricePence, 0);
  }
}
