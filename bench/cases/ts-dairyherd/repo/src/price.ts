import { sccBand, type SccBand } from "./quality";

/** A buyer's contract: a base price with deductions for the cell count band. */
export interface Contract {
  name: string;
  basePence: number; // pence per litre
  sccDeductionPence: Record<SccBand, number>;
  haulagePencePerLitre: number;
  minimumCollectionLitres: number;
  smallCollectionCharge: number; // pounds, charged per collection under the minimum
}

export const STANDARD_CONTRACT: Contract = {
  name: "Vale Creameries standard",
  basePence: 38.5,
  sccDeductionPence: { A: 0, B: 0.25, C: 1.0, D: 3.0 },
  haulagePencePerLitre: 0.8,
  minimumCollectionLitres: 4000,
  smallCollectionCharge: 25,
};

/** Pence per litre paid for milk at the given bulk cell count. */
export function pricePerLitre(contract: Contract, bulkScc: number): number {
  const p = contract.basePence - contract.sccDeductionPence[sccBand(bulkScc)] - contract.haulagePencePerLitre;
  return Math.round(p * 100) / 100;
}

export interface Collection {
  date: string;
  litres: number;
  bulkScc: number;
}

/** The month's milk cheque in pounds, to the penny. */
export function milkCheque(contract: Contract, collections: Collection[]): number {
  let pence = 0;
  for (const c of collections) {
    pence += c.litres * pricePerLitre(contract, c.bulkScc);
    if (c.litres < contract.minimumCollectionLitres) pence -= contract.smallCollectionCharge * 100;
  }
  return Math.round(pence) / 100;
}
