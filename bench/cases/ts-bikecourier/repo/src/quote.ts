import { resolveTariff, type TariffOptions } from "./config";
import { roundUpKm, routeKm, type Point } from "./geo";
import { formatCents, percentOf } from "./money";

export interface Job {
  stops: Point[];
  rush?: boolean;
}

export interface Quote {
  km: number;
  billedKm: number;
  distanceCents: number;
  rushCents: number;
  totalCents: number;
}

/** What a job costs under a contract's tariff options. */
export function quote(job: Job, options: TariffOptions = {}): Quote {
  if (job.stops.length < 2) {
    throw new Error("a job needs a pickup and at least one drop");
  }
  const tariff = resolveTariff(options);
  const km = routeKm(job.stops);
  const billedKm = roundUpKm(km, tariff.kmStep);
  const chargedKm = Math.max(0, billedKm - tariff.freeKm);
  const distanceCents = Math.round(chargedKm * tariff.perKmCents);
  const before = tariff.baseCents + distanceCents;
  const rushCents = job.rush ? percentOf(before, tariff.rushPct) : 0;
  return { km, billedKm, distanceCents, rushCents, totalCents: before + rushCents };
}

/** The quote as the lines the dispatcher reads to the client. */
export function quoteLines(job: Job, options: TariffOptions = {}): string[] {
  const q = quote(job, options);
  const currency = resolveTariff(options).currency;
  const lines = [`${q.billedKm} km`, `distance ${formatCents(q.distanceCents, currency)}`];
  if (q.rushCents > 0) {
    lines.push(`rush ${formatCents(q.rushCents, currency)}`);
  }
  lines.push(`total ${formatCents(q.totalCents, currency)}`);
  return lines;
}
