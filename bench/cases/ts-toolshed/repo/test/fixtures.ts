import { makeCatalog } from "../src/catalog";

export const catalog = makeCatalog([
  { id: "drill-01", name: "Cordless drill", depositCents: 2000, dailyLateFeeCents: 75 },
  { id: "saw-02", name: "Circular saw", depositCents: 3000, dailyLateFeeCents: 150 },
  { id: "ladder-03", name: "Step ladder", depositCents: 500, dailyLateFeeCents: 100 },
]);
