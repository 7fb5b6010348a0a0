import type { Catalogue } from "./catalogue.js";
import type { VendingMachine } from "./machine.js";
import type { Slot } from "./planogram.js";

export interface RestockLine {
  machineId: string;
  slot: string;
  sku: string;
  units: number;
}

export interface PickLine {
  sku: string;
  name: string;
  units: number;
  /** Whole cases to take from the warehouse. */
  cases: number;
}

/** How full a machine is, 0 (empty) to 1 (every fitted slot full). */
export function fillRatio(machine: VendingMachine): number {
  let capacity = 0;
  let count = 0;
  for (const slot of stocked(machine)) {
    capacity += slot.capacity;
    count += slot.count;
  }
  return capacity === 0 ? 1 : count / capacity;
}

function stocked(machine: VendingMachine): Slot[] {
  return machine.planogram.all().filter((s) => s.sku !== null);
}

/** What the driver puts into each slot of one machine to fill it. */
export function restockPlan(machine: VendingMachine): RestockLine[] {
  const lines: RestockLine[] = [];
  for (const slot of stocked(machine)) {
    const units = slot.capacity - slot.count;
    if (units <= 0) {
      continue;
    }
    lines.push({ machineId: machine.id, slot: slot.code, sku: slot.sku as string, units });
  }
  return lines;
}

/** The warehouse pick list for a round: units per product, in whole cases. */
export function pickList(lines: readonly RestockLine[], catalogue: Catalogue): PickLine[] {
  const units = new Map<string, number>();
  for (const line of lines) {
    units.set(line.sku, (units.get(line.sku) ?? 0) + line.units);
  }
  return [...units.entries()]
    .map(([sku, n]) => {
      const product = catalogue.get(sku);
      return { sku, name: product.name, units: n, cases: Math.ceil(n / product.caseSize) };
    })
    .sort((a, b) => a.sku.localeCompare(b.sku));
}

/**
 * The order to visit machines in: most empty slots first, then the
 * emptiest overall, then by id so the route is stable.
 */
export function routeOrder(machines: readonly VendingMachine[]): VendingMachine[] {
  return [...machines].sort((a, b) => {
    const empties = b.planogram.emptySlots().length - a.planogram.emptySlots().length;
    if (empties !== 0) {
      return empties;
    }
    const fill = fillRatio(a) - fillRatio(b);
    if (fill !== 0) {
      return fill;
    }
    return a.id.localeCompare(b.id);
  });
}

/** Fills every slot of a machine from its plan. Returns units loaded. */
export function applyPlan(machine: VendingMachine, lines: readonly RestockLine[]): number {
  let loaded = 0;
  for (const line of lines) {
    if (line.machineId !== machine.id) {
      continue;
    }
    loaded += line.units - machine.planogram.fill(line.slot, line.units);
  }
  return loaded;
}
