import { CROPS, type Crop, type Lot } from "./types.js";

export class LotFormatError extends Error {
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "LotFormatError";
  }
}

function isCrop(s: string): s is Crop {
  return (CROPS as readonly string[]).includes(s);
}

/**
 * Reads the intake sheet: `id,crop,variety,grower,harvestYear,weightGrams`, one lot a line, with a header
 * line. Germination tests are added later with recordTest.
 */
export function parseLots(csv: string): Lot[] {
  const lines = csv.split(/\r?\n/);
  const lots: Lot[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (index === 0 || line === "" || line.startsWith("#")) return;
    const cells = line.split(",").map((c) => c.trim());
    if (cells.length !== 6) throw new LotFormatError(index + 1, `expected 6 cells, got ${cells.length}`);
    const [id, crop, variety, grower, year, grams] = cells as [string, string, string, string, string, string];
    if (!isCrop(crop)) throw new LotFormatError(index + 1, `unknown crop '${crop}'`);
    const harvestYear = Number(year);
    const weightGrams = Number(grams);
    if (!Number.isInteger(harvestYear)) throw new LotFormatError(index + 1, `bad year '${year}'`);
    if (!(weightGrams > 0)) throw new LotFormatError(index + 1, `bad weight '${grams}'`);
    lots.push({ id, crop, variety, grower, harvestYear, weightGrams, tests: [] });
  });
  return lots;
}

export function findLot(lots: readonly Lot[], id: string): Lot {
  const lot = lots.find((l) => l.id === id);
  if (!lot) throw new Error(`no lot ${id}`);
  return lot;
}
