import { addDays, daysBetween } from "./dates";

/** A veterinary medicine with its milk withdrawal period. */
export interface Product {
  name: string;
  milkWithdrawalDays: number;
}

export const PRODUCTS: Record<string, Product> = {
  mastiplan: { name: "Mastiplan LC", milkWithdrawalDays: 5 },
  ubrolexin: { name: "Ubrolexin", milkWithdrawalDays: 5 },
  metacam: { name: "Metacam 20", milkWithdrawalDays: 5 },
  excenel: { name: "Excenel RTU", milkWithdrawalDays: 0 },
  synulox: { name: "Synulox LC", milkWithdrawalDays: 3 },
};

export interface Treatment {
  ear: string;
  product: string; // key of PRODUCTS
  date: string; // day of the (last) dose
}

export function product(key: string): Product {
  const p = PRODUCTS[key];
  if (!p) throw new Error(`unknown product: ${key}`);
  return p;
}

/** First day the cow's milk may go in the tank again. */
export function milkClearFrom(t: Treatment): string {
  return addDays(t.date, product(t.product).milkWithdrawalDays + 1);
}

export function milkWithheld(t: Treatment, today: string): boolean {
  return daysBetween(today, milkClearFrom(t)) > 0;
}

/** Ear tags whose milk must be kept out of the tank today, sorted. */
export function withheldToday(treatments: Treatment[], today: string): string[] {
  const ears = new Set(treatments.filter((t) => milkWithheld(t, today)).map((t) => t.ear));
  return [...ears].sort();
}
