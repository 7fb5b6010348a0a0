// Loyalty cards: every sixth programme is free.

export const WASHES_PER_FREE = 6;

export interface Card {
  number: string;
  /** Paid washes since the last free one. */
  stamps: number;
  freeWashesTaken: number;
}

export function newCard(number: string): Card {
  return { number, stamps: 0, freeWashesTaken: 0 };
}

/** Whether the next wash on this card is free. */
export function nextIsFree(card: Card): boolean {
  return card.stamps >= WASHES_PER_FREE - 1;
}

/**
 * Records a wash on the card and says whether it was the free one.
 * A free wash clears the stamps; a paid one adds a stamp.
 */
export function recordWash(card: Card): { card: Card; free: boolean } {
  if (nextIsFree(card)) {
    return { card: { ...card, stamps: 0, freeWashesTaken: card.freeWashesTaken + 1 }, free: true };
  }
  return { card: { ...card, stamps: card.stamps + 1 }, free: false };
}
