import { CATALOGUE, findMaterial, Material, TaxBand } from './materials';
import { priceTicket, PriceOptions } from './pricing';
import { CompletedTicket, grossKg, netKg } from './tickets';
import { VehicleRegister } from './vehicles';

export interface SummaryRow {
  code: string;
  name: string;
  loads: number;
  netKg: number;
  disposalPence: number;
  landfillTaxPence: number;
  vatPence: number;
  totalPence: number;
}

export interface DailySummary {
  rows: SummaryRow[];
  totals: Omit<SummaryRow, 'code' | 'name'>;
}

/** Customer account rates: customer -> material code -> pence per tonne. */
export type AccountRates = Record<string, Record<string, number>>;

export function priceOptionsFor(ticket: CompletedTicket, rates: AccountRates): PriceOptions {
  const rate = rates[ticket.customer]?.[ticket.materialCode];
  return rate === undefined ? {} : { pricePerTonnePence: rate };
}

/** The yard's end-of-day sheet: loads, weight and money per material. */
export function dailySummary(
  tickets: CompletedTicket[],
  rates: AccountRates = {},
  catalogue: readonly Material[] = CATALOGUE,
): DailySummary {
  const byCode = new Map<string, SummaryRow>();
  for (const ticket of tickets) {
    const material = findMaterial(ticket.materialCode, catalogue);
    const price = priceTicket(ticket, material, priceOptionsFor(ticket, rates));
    let row = byCode.get(material.code);
    if (!row) {
      row = {
        code: material.code,
        name: material.name,
        loads: 0,
        netKg: 0,
        disposalPence: 0,
        landfillTaxPence: 0,
        vatPence: 0,
        totalPence: 0,
      };
      byCode.set(material.code, row);
    }
    row.loads += 1;
    row.netKg += price.netKg;
    row.disposalPence += price.disposalPence;
    row.landfillTaxPence += price.landfillTaxPence;
    row.vatPence += price.vatPence;
    row.totalPence += price.totalPence;
  }
  const rows = [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
  const totals = { loads: 0, netKg: 0, disposalPence: 0, landfillTaxPence: 0, vatPence: 0, totalPence: 0 };
  for (const row of rows) {
    totals.loads += row.loads;
    totals.netKg += row.netKg;
    totals.disposalPence += row.disposalPence;
    totals.landfillTaxPence += row.landfillTaxPence;
    totals.vatPence += row.vatPence;
    totals.totalPence += row.totalPence;
  }
  return { rows, totals };
}

/** Tonnage received by landfill tax band, for the quarterly return (kg). */
export function taxableWeights(
  tickets: CompletedTicket[],
  catalogue: readonly Material[] = CATALOGUE,
): Record<TaxBand, number> {
  const weights: Record<TaxBand, number> = { standard: 0, lower: 0, exempt: 0 };
  for (const ticket of tickets) {
    if (ticket.direction !== 'in') {
      continue;
    }
    weights[findMaterial(ticket.materialCode, catalogue).taxBand] += netKg(ticket);
  }
  return weights;
}

export interface Overload {
  ticket: number;
  registration: string;
  haulier: string;
  grossKg: number;
  maxGrossKg: number;
  overKg: number;
}

/** Vehicles that crossed the bridge heavier than their plated weight. */
export function overloads(tickets: CompletedTicket[], register: VehicleRegister): Overload[] {
  const found: Overload[] = [];
  for (const ticket of tickets) {
    const gross = grossKg(ticket);
    const max = register.maxGrossKg(ticket.registration);
    if (gross > max) {
      found.push({
        ticket: ticket.number,
        registration: ticket.registration,
        haulier: register.get(ticket.registration).haulier,
        grossKg: gross,
        maxGrossKg: max,
        overKg: gross - max,
      });
    }
  }
  return found.sort((a, b) => b.overKg - a.overKg || a.ticket - b.ticket);
}
