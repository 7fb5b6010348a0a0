import type { Lot, Withdrawal } from "./types.js";

/** Grams of seed in one packet for each crop. */
export const GRAMS_PER_PACKET: Record<Lot["crop"], number> = {
  bean: 25,
  pea: 20,
  tomato: 0.1,
  lettuce: 0.5,
  squash: 2,
  chard: 1.5,
};

/** How many whole packets are left in a lot after the withdrawals from it. */
export function packetsLeft(lot: Lot, withdrawals: readonly Withdrawal[]): number {
  const taken = withdrawals.filter((w) => w.lotId === lot.id).reduce((sum, w) => sum + w.packets, 0);
  const grams = lot.weightGrams - taken * GRAMS_PER_PACKET[lot.crop];
  return Math.max(0, Math.floor(grams / GRAMS_PER_PACKET[lot.crop] + 1e-9));
}

/** Hands packets from a lot to a member; refuses more than the lot holds. */
export function withdraw(
  lot: Lot,
  withdrawals: Withdrawal[],
  member: string,
  packets: number,
  date: string,
): Withdrawal {
  if (!Number.isInteger(packets) || packets < 1) throw new Error(`packets must be a whole number, got ${packets}`);
  const left = packetsLeft(lot, withdrawals);
  if (packets > left) throw new Error(`${lot.id} has ${left} packets left, ${member} asked for ${packets}`);
  const w: Withdrawal = { lotId: lot.id, member, packets, date };
  withdrawals.push(w);
  return w;
}
