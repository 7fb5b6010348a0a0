import { pairsMinutes } from "./stitching.ts";
import { CUTTING_MINUTES_PER_PAIR, type LineItem } from "./pricing.ts";

/** Minutes of bench work the workshop does in a day (two makers, six hours each). */
export const MINUTES_PER_DAY = 720;

export interface Order {
  id: string;
  customer: string;
  placed: string; // YYYY-MM-DD
  lines: LineItem[];
}

export interface Promise {
  id: string;
  minutes: number;
  ready: string; // YYYY-MM-DD
}

export function orderMinutes(order: Order): number {
  return order.lines.reduce(
    (sum, l) => sum + pairsMinutes(l.style, l.size, l.pairs) + CUTTING_MINUTES_PER_PAIR * l.pairs,
    0,
  );
}

function addWorkingDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

export class OrderBook {
  private orders: Order[] = [];

  add(order: Order): void {
    if (this.orders.some((o) => o.id === order.id)) throw new Error(`duplicate order ${order.id}`);
    if (order.lines.length === 0) throw new Error(`order ${order.id} has no lines`);
    this.orders.push(order);
  }

  /** Orders in the sequence they go to the bench: placed date, then id. */
  queue(): Order[] {
    return [...this.orders].sort((a, b) => a.placed.localeCompare(b.placed) || a.id.localeCompare(b.id));
  }

  /**
   * When each order will be ready: the bench works the queue in turn, and an
   * order is ready the working day after the day its last minute is done.
   */
  promises(start: string): Promise[] {
    let done = 0;
    return this.queue().map((o) => {
      const minutes = orderMinutes(o);
      done += minutes;
      const days = Math.ceil(done / MINUTES_PER_DAY);
      return { id: o.id, minutes, ready: addWorkingDays(start, days) };
    });
  }

  remove(id: string): boolean {
    const before = this.orders.length;
    this.orders = this.orders.filter((o) => o.id !== id);
    return this.orders.length !== before;
  }
}
