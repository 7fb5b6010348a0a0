import { Day, onOrBefore } from './dates';

export type TicketType = 'standard' | 'member' | 'student' | 'exhibitor';

interface Price {
  earlyBird: number;
  full: number;
}

// Two-day passes, in pence before VAT.
export const PRICES: Record<TicketType, Price> = {
  standard: { earlyBird: 39500, full: 49500 },
  member: { earlyBird: 29500, full: 37500 },
  student: { earlyBird: 9500, full: 9500 },
  exhibitor: { earlyBird: 0, full: 0 },
};

export const EARLY_BIRD_ENDS: Day = '2027-03-31';

// The price of a pass booked on a day: the early-bird price up to and including the last early-bird day.
export function earlyBirdPrice(type: TicketType, bookedOn: Day): number {
  const price = PRICES[type];
  return onOrBefore(bookedOn, EARLY_BIRD_ENDS) ? price.earlyBird : price.full;
}
