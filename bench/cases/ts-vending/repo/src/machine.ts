import type { Catalogue } from "./catalogue.js";
import { CoinBox } from "./coins.js";
import { type Coin, isCoin } from "./money.js";
import type { Planogram } from "./planogram.js";

export interface Sale {
  machineId: string;
  /** ISO timestamp of the vend. */
  at: string;
  slot: string;
  sku: string;
  price: number;
}

export type VendError = "unknown-slot" | "sold-out" | "insufficient-credit" | "no-change";

export type VendResult =
  | { ok: true; sku: string; change: Coin[] }
  | { ok: false; error: VendError; credit: number };

export type Clock = () => Date;

export class VendingMachine {
  private credit = 0;
  readonly sales: Sale[] = [];

  constructor(
    readonly id: string,
    readonly planogram: Planogram,
    private readonly catalogue: Catalogue,
    readonly coins: CoinBox = new CoinBox(),
    private readonly clock: Clock = () => new Date(),
  ) {}

  get balance(): number {
    return this.credit;
  }

  insert(coin: number): number {
    if (!isCoin(coin)) {
      throw new Error(`coin rejected: ${coin}p`);
    }
    this.coins.accept(coin);
    this.credit += coin;
    return this.credit;
  }

  /** Returns the customer's credit, in the fewest coins the tubes allow. */
  cancel(): Coin[] {
    const refund = this.credit === 0 ? [] : this.coins.payOut(this.credit);
    this.credit = 0;
    return refund;
  }

  priceAt(code: string): number | null {
    if (!this.planogram.has(code)) {
      return null;
    }
    const slot = this.planogram.slot(code);
    return slot.sku === null ? null : this.catalogue.priceOf(slot.sku);
  }

  select(code: string): VendResult {
    const price = this.priceAt(code);
    if (price === null) {
      return { ok: false, error: "unknown-slot", credit: this.credit };
    }
    const slot = this.planogram.slot(code);
    if (slot.count === 0) {
      return { ok: false, error: "sold-out", credit: this.credit };
    }
    if (this.credit < price) {
      return { ok: false, error: "insufficient-credit", credit: this.credit };
    }
    const owed = this.credit - price;
    if (!this.coins.canPay(owed)) {
      return { ok: false, error: "no-change", credit: this.credit };
    }

    const change = this.coins.payOut(owed);
    this.planogram.take(code);
    this.credit = 0;
    const sku = slot.sku as string;
    this.sales.push({ machineId: this.id, at: this.clock().toISOString(), slot: slot.code, sku, price });
    return { ok: true, sku, change };
  }

  /** The message on the display while idle. */
  display(): string {
    if (this.credit > 0) {
      return `CREDIT ${(this.credit / 100).toFixed(2)}`;
    }
    return this.coins.exactChangeOnly() ? "EXACT CHANGE ONLY" : "MAKE A SELECTION";
  }
}
