/** The front desk's grip socks: packs in bins by UK shoe size (children's sizes as C-numbers). */
export class SockBins {
  private stock = new Map<string, number>();

  constructor(pairs: Record<string, number>) {
    for (const [size, n] of Object.entries(pairs)) this.stock.set(size, n);
  }

  available(size: string): number {
    return this.stock.get(size) ?? 0;
  }

  /** Takes a pack of each size asked for, or none if any size has run out. */
  issue(sizes: string[]): boolean {
    const wanted = new Map<string, number>();
    for (const s of sizes) wanted.set(s, (wanted.get(s) ?? 0) + 1);
    for (const [s, n] of wanted) if (this.available(s) < n) return false;
    for (const [s, n] of wanted) this.stock.set(s, this.available(s) - n);
    return true;
  }

  giveBack(sizes: string[]): void {
    for (const s of sizes) this.stock.set(s, this.available(s) + 1);
  }
}
