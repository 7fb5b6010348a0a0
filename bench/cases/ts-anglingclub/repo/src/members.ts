export type Category = 'junior' | 'adult' | 'senior';

export interface Member {
  id: string;
  name: string;
  /** Date of birth, YYYY-MM-DD. */
  born: string;
  /** Date the member joined the club, YYYY-MM-DD. */
  joined: string;
}

export const JUNIOR_UNDER = 16;
export const SENIOR_FROM = 65;

/** Parses a YYYY-MM-DD date as a UTC midnight. */
export function parseDate(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) {
    throw new Error(`not a YYYY-MM-DD date: ${text}`);
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new Error(`no such date: ${text}`);
  }
  return date;
}

export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Age in whole years on the given date. */
export function ageOn(born: string, on: string): number {
  const b = parseDate(born);
  const d = parseDate(on);
  let age = d.getUTCFullYear() - b.getUTCFullYear();
  const beforeBirthday =
    d.getUTCMonth() < b.getUTCMonth() ||
    (d.getUTCMonth() === b.getUTCMonth() && d.getUTCDate() < b.getUTCDate());
  if (beforeBirthday) {
    age -= 1;
  }
  return age;
}

export function categoryOn(member: Member, on: string): Category {
  const age = ageOn(member.born, on);
  if (age < JUNIOR_UNDER) {
    return 'junior';
  }
  if (age >= SENIOR_FROM) {
    return 'senior';
  }
  return 'adult';
}

export class Register {
  private readonly members = new Map<string, Member>();

  add(member: Member): void {
    if (this.members.has(member.id)) {
      throw new Error(`member ${member.id} is already registered`);
    }
    parseDate(member.born);
    parseDate(member.joined);
    this.members.set(member.id, member);
  }

  get(id: string): Member {
    const member = this.members.get(id);
    if (!member) {
      throw new Error(`no member ${id}`);
    }
    return member;
  }

  has(id: string): boolean {
    return this.members.has(id);
  }

  all(): Member[] {
    return [...this.members.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  inCategory(category: Category, on: string): Member[] {
    return this.all().filter((m) => categoryOn(m, on) === category);
  }
}
