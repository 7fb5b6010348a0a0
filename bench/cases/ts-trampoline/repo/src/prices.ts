export type Age = "child" | "adult" | "senior";

/** Admission in pence. Children are under 16, seniors 65 and over. */
export const ADMISSION: Record<Age, number> = {
  child: 750,
  adult: 1050,
  senior: 800,
};

/** A pack of grip socks, which every jumper must wear unless they bring their own. */
export const GRIP_SOCKS = 350;

export interface Jumper {
  age: number;
  ownSocks?: boolean;
}

export function ageBand(age: number): Age {
  if (age < 16) return "child";
  if (age >= 65) return "senior";
  return "adult";
}

/** What a party pays for one session, in pence. */
export function partyPrice(party: Jumper[]): number {
  return party.reduce((sum, s) => sum + ADMISSION[ageBand(s.age)] + (s.ownSocks ? 0 : GRIP_SOCKS), 0);
}

export function pounds(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}
