/** Fares in cents: a base per km, by age band, with a minimum fare. */

export type Band = "child" | "adult" | "senior";

export const PER_KM = 9;
export const MINIMUM = 350;
const BAND_PERCENT: Record<Band, number> = { child: 50, adult: 100, senior: 70 };

export function bandOf(age: number): Band {
  if (age < 16) return "child";
  if (age >= 65) return "senior";
  return "adult";
}

export function fare(age: number, km: number): number {
  const full = Math.max(MINIMUM, km * PER_KM);
  return Math.round((full * BAND_PERCENT[bandOf(age)]) / 100);
}
