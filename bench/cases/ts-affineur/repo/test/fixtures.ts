import { Cave } from "../src/cave";
import { makeWheel } from "../src/wheel";

export const TODAY = "2026-11-02";

export function wheels() {
  return [
    makeWheel("CT-1041", "comte", "2026-06-01", 38000),
    makeWheel("CT-1107", "comte", "2026-09-14", 39500),
    makeWheel("TM-220", "tomme", "2026-08-20", 1800),
    makeWheel("RB-0871", "reblochon", "2026-10-10", 500),
    makeWheel("ST-330", "stilton", "2026-10-26", 8200),
  ];
}

export function cave(): Cave {
  const c = new Cave([
    { name: "A1", slots: 2 },
    { name: "A2", slots: 2 },
    { name: "B1", slots: 4 },
  ]);
  for (const w of wheels()) {
    c.place(w);
  }
  return c;
}
