/**
 * Landfill tax band of a material: inert fines and soils pay the lower rate,
 * mixed waste the standard rate, and recycled products sold off site none.
 */
export type TaxBand = 'standard' | 'lower' | 'exempt';

export interface Material {
  code: string;
  name: string;
  /** Gate price, pence per tonne, before landfill tax and VAT. */
  pricePerTonnePence: number;
  taxBand: TaxBand;
  /** European Waste Catalogue code for waste transfer notes; none for products. */
  ewc?: string;
}

export const CATALOGUE: readonly Material[] = [
  { code: 'MIX', name: 'Mixed construction waste', pricePerTonnePence: 8500, taxBand: 'standard', ewc: '17 09 04' },
  { code: 'SOIL', name: 'Soil and stones', pricePerTonnePence: 1800, taxBand: 'lower', ewc: '17 05 04' },
  { code: 'CONC', name: 'Concrete', pricePerTonnePence: 1200, taxBand: 'exempt', ewc: '17 01 01' },
  { code: 'PLAS', name: 'Plasterboard', pricePerTonnePence: 9500, taxBand: 'standard', ewc: '17 08 02' },
  { code: 'WOOD', name: 'Wood', pricePerTonnePence: 4500, taxBand: 'exempt', ewc: '17 02 01' },
  { code: '6F2', name: '6F2 recycled aggregate', pricePerTonnePence: 1450, taxBand: 'exempt' },
  { code: 'T1', name: 'Type 1 sub-base', pricePerTonnePence: 2200, taxBand: 'exempt' },
];

export function findMaterial(code: string, catalogue: readonly Material[] = CATALOGUE): Material {
  const material = catalogue.find((m) => m.code === code.toUpperCase());
  if (!material) {
    throw new Error(`unknown material ${code}`);
  }
  return material;
}

/** Products leave the yard; waste comes in. */
export function isProduct(material: Material): boolean {
  return material.ewc === undefined;
}
