import { Catalogue } from "../src/catalogue.js";
import { CoinBox } from "../src/coins.js";
import { VendingMachine } from "../src/machine.js";
import { Planogram } from "../src/planogram.js";

export function catalogue(): Catalogue {
  return new Catalogue([
    { sku: "CRISP-SALT", name: "Ready salted crisps", price: 85, caseSize: 32 },
    { sku: "CRISP-CHEESE", name: "Cheese & onion crisps", price: 85, caseSize: 32 },
    { sku: "BAR-CHOC", name: "Milk chocolate bar", price: 110, caseSize: 24 },
    { sku: "BAR-FLAP", name: "Oat flapjack", price: 135, caseSize: 20 },
    { sku: "WATER", name: "Still water 500ml", price: 100, caseSize: 24 },
    { sku: "COLA", name: "Cola 330ml", price: 125, caseSize: 24 },
  ]);
}

/** A small machine at the leisure centre, as the driver found it. */
export function leisureCentre(clock?: () => Date): VendingMachine {
  const p = new Planogram();
  p.assign("A1", "CRISP-SALT", 12).count = 3;
  p.assign("A2", "CRISP-CHEESE", 12).count = 0;
  p.assign("B1", "BAR-CHOC", 10).count = 10;
  p.assign("B2", "BAR-FLAP", 8).count = 5;
  p.assign("C1", "WATER", 9).count = 2;
  p.assign("C2", "COLA", 9).count = 7;
  const coins = new CoinBox({ 100: 5, 50: 6, 20: 10, 10: 10, 5: 8 });
  return new VendingMachine("LC-01", p, catalogue(), coins, clock);
}

/** A machine in a depot canteen. */
export function depot(): VendingMachine {
  const p = new Planogram();
  p.assign("A1", "CRISP-SALT", 12).count = 10;
  p.assign("A2", "COLA", 9).count = 1;
  p.assign("B1", "BAR-CHOC", 10).count = 4;
  p.assign("B2", "WATER", 9).count = 9;
  return new VendingMachine("DP-02", p, catalogue(), new CoinBox({ 100: 10, 50: 10, 20: 10, 10: 10, 5: 10 }));
}

export function fixedClock(...isoTimes: string[]): () => Date {
  let i = 0;
  return () => new Date(isoTimes[Math.min(i++, isoTimes.length - 1)]);
}
