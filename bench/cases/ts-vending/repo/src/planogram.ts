export interface Slot {
  /** Row letter and column number, e.g. "B4". */
  code: string;
  sku: string | null;
  capacity: number;
  count: number;
}

const ROWS = "ABCDEF";
const COLUMNS = 8;

export function parseSlotCode(code: string): { row: number; column: number } {
  const m = /^([A-Z])([1-9])$/.exec(code.trim().toUpperCase());
  if (!m) {
    throw new Error(`bad slot code ${code}`);
  }
  const row = ROWS.indexOf(m[1]);
  const column = Number(m[2]);
  if (row < 0 || column > COLUMNS) {
    throw new Error(`no slot ${code} on this machine`);
  }
  return { row, column };
}

function normalise(code: string): string {
  parseSlotCode(code);
  return code.trim().toUpperCase();
}

/** The layout of one machine: which product sits in which spiral. */
export class Planogram {
  private readonly slots = new Map<string, Slot>();

  assign(code: string, sku: string, capacity: number): Slot {
    const key = normalise(code);
    if (capacity < 1) {
      throw new Error(`slot ${key}: capacity must be at least 1`);
    }
    const slot: Slot = { code: key, sku, capacity, count: 0 };
    this.slots.set(key, slot);
    return slot;
  }

  clear(code: string): void {
    const slot = this.slot(code);
    slot.sku = null;
    slot.count = 0;
  }

  slot(code: string): Slot {
    const slot = this.slots.get(normalise(code));
    if (!slot) {
      throw new Error(`slot ${code} is not fitted`);
    }
    return slot;
  }

  has(code: string): boolean {
    return this.slots.has(code.trim().toUpperCase());
  }

  /** Puts units into a slot, returning how many did not fit. */
  fill(code: string, units: number): number {
    const slot = this.slot(code);
    if (slot.sku === null) {
      throw new Error(`slot ${slot.code} has no product`);
    }
    const room = slot.capacity - slot.count;
    const added = Math.min(room, units);
    slot.count += added;
    return units - added;
  }

  /** Takes one unit out of a slot; false when it is empty. */
  take(code: string): boolean {
    const slot = this.slot(code);
    if (slot.count === 0) {
      return false;
    }
    slot.count -= 1;
    return true;
  }

  /** Slots in row then column order. */
  all(): Slot[] {
    return [...this.slots.values()].sort((a, b) => {
      const pa = parseSlotCode(a.code);
      const pb = parseSlotCode(b.code);
      return pa.row - pb.row || pa.column - pb.column;
    });
  }

  emptySlots(): Slot[] {
    return this.all().filter((s) => s.sku !== null && s.count === 0);
  }

  /** Units of a product across all its slots. */
  stockOf(sku: string): number {
    let units = 0;
    for (const slot of this.slots.values()) {
      if (slot.sku === sku) {
        units += slot.count;
      }
    }
    return units;
  }

  skus(): string[] {
    const seen = new Set<string>();
    for (const slot of this.all()) {
      if (slot.sku !== null) {
        seen.add(slot.sku);
      }
    }
    return [...seen];
  }
}
