import { category, sizeProblems, type CategoryCode } from "./categories.js";
import { daysBetween, parseDate } from "./dates.js";
import type { Show } from "./show.js";

export interface Maker {
  name: string;
  member: boolean;
  /** Needed for Young Quilters only. */
  birthDate?: string;
}

export interface Entry {
  number: number;
  title: string;
  makers: Maker[];
  category: CategoryCode;
  widthCm: number;
  heightCm: number;
  completedOn: string;
  receivedOn: string;
  /** Insurance value in pounds, as written on the form. */
  valuePounds: number;
  forSale?: boolean;
  priceInPounds?: number;
  /** Shown at one of our earlier shows (not allowed in competition). */
  previouslyShown?: boolean;
}

/** Competition quilts must have been finished within three years of the show opening. */
export const RECENT_WORK_DAYS = 3 * 365;

export function ageOn(birthDate: string, on: string): number {
  const born = parseDate(birthDate);
  const day = parseDate(on);
  let age = day.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    day.getUTCMonth() < born.getUTCMonth() ||
    (day.getUTCMonth() === born.getUTCMonth() && day.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function isRecentWork(entry: Entry, show: Show): boolean {
  const age = daysBetween(entry.completedOn, show.openingDate);
  return age >= 0 && age <= RECENT_WORK_DAYS;
}

/** Reasons the entry cannot be accepted into its category; empty when it can. */
export function entryProblems(entry: Entry, show: Show): string[] {
  const cat = category(entry.category);
  const problems = sizeProblems(cat, entry.widthCm, entry.heightCm);

  if (entry.makers.length === 0) problems.push("an entry needs a maker");
  if (cat.group && entry.makers.length < 2) problems.push(`${cat.name} must be made by two or more people`);
  if (!cat.group && entry.makers.length > 1) problems.push(`${cat.name} are for quilts made by one person`);

  if (cat.maxAge !== undefined) {
    for (const maker of entry.makers) {
      if (!maker.birthDate) {
        problems.push(`${maker.name}: date of birth needed for ${cat.name}`);
      } else if (ageOn(maker.birthDate, show.openingDate) >= cat.maxAge) {
        problems.push(`${maker.name} must be under ${cat.maxAge} on ${show.openingDate}`);
      }
    }
  }

  if (!isRecentWork(entry, show)) problems.push("quilt must have been finished in the last three years");
  if (entry.previouslyShown) problems.push("quilt has been shown at an earlier guild show");
  if (entry.forSale && !(entry.priceInPounds && entry.priceInPounds > 0)) problems.push("a quilt for sale needs a price");
  return problems;
}

export function makerNames(entry: Entry): string {
  const names = entry.makers.map((m) => m.name);
  if (names.length <= 2) return names.join(" and ");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
