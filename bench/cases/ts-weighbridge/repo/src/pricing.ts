import { Material } from './materials';
import { perTonne } from './units';
import { CompletedTicket, netKg } from './tickets';

/** Landfill tax, pence per tonne, from 1 April 2025. */
export const LANDFILL_TAX_PENCE_PER_TONNE = {
  standard: 12615,
  lower: 405,
  exempt: 0,
} as const;

export const VAT_RATE = 0.2;

export interface Price {
  netKg: number;
  /** Gate charge for the material, before landfill tax. */
  disposalPence: number;
  landfillTaxPence: number;
  /** Disposal plus landfill tax; VAT is charged on both. */
  netPence: number;
  vatPence: number;
  totalPence: number;
}

export interface PriceOptions {
  /** Account customers' negotiated rate, pence per tonne, in place of the gate price. */
  pricePerTonnePence?: number;
}

export function priceTicket(ticket: CompletedTicket, material: Material, options: PriceOptions = {}): Price {
  if (ticket.materialCode !== material.code) {
    throw new Error(`ticket ${ticket.number} is for ${ticket.materialCode}, not ${material.code}`);
  }
  const kg = netKg(ticket);
  const rate = options.pricePerTonnePence ?? material.pricePerTonnePence;
  const disposalPence = perTonne(kg, rate);
  const landfillTaxPence =
    ticket.direction === 'in' ? perTonne(kg, LANDFILL_TAX_PENCE_PER_TONNE[material.taxBand]) : 0;
  const netPence = disposalPence + landfillTaxPence;
  const vatPence = Math.round(netPence * VAT_RATE);
  return {
    netKg: kg,
    disposalPence,
    landfillTaxPence,
    netPence,
    vatPence,
    totalPence: netPence + vatPence,
  };
}
