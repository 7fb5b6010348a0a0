import type { Cow } from "../src/cows";
import type { TestDay } from "../src/yields";
import type { Treatment } from "../src/withdrawal";

export const COWS: Cow[] = [
  { ear: "UK 301122 700041", name: "Bramble", breed: "Holstein", born: "2019-02-11", calvings: ["2021-03-02", "2022-03-20", "2023-04-01"] },
  { ear: "UK 301122 700058", name: "Clover", breed: "Jersey", born: "2020-04-03", calvings: ["2022-05-10", "2023-05-28"] },
  { ear: "UK 301122 700065", name: "Daisy", breed: "Friesian", born: "2018-09-19", calvings: ["2020-10-01", "2021-11-12", "2023-01-04"], dried: "2023-10-20" },
  { ear: "UK 301122 700072", name: "Heather", breed: "Ayrshire", born: "2021-06-30", calvings: ["2023-07-15"] },
  { ear: "UK 301122 700089", name: "Maple", breed: "Holstein", born: "2022-01-20", calvings: [] },
  { ear: "UK 301122 700096", name: "Nettle", breed: "Shorthorn", born: "2017-03-08", calvings: ["2019-03-30", "2020-05-02"], culled: "2023-02-14" },
];

export const TESTS: TestDay[] = [
  { ear: "UK 301122 700041", date: "2023-09-12", litres: 31.4, fatPct: 4.05, proteinPct: 3.31, scc: 95 },
  { ear: "UK 301122 700058", date: "2023-09-12", litres: 22.0, fatPct: 5.42, proteinPct: 3.88, scc: 240 },
  { ear: "UK 301122 700065", date: "2023-09-12", litres: 18.6, fatPct: 4.31, proteinPct: 3.45, scc: 160 },
  { ear: "UK 301122 700072", date: "2023-09-12", litres: 27.0, fatPct: 4.12, proteinPct: 3.29, scc: 60 },
  { ear: "UK 301122 700041", date: "2023-10-10", litres: 29.8, fatPct: 4.11, proteinPct: 3.36, scc: 110 },
  { ear: "UK 301122 700058", date: "2023-10-10", litres: 21.1, fatPct: 5.50, proteinPct: 3.91, scc: 265 },
  { ear: "UK 301122 700065", date: "2023-10-10", litres: 15.2, fatPct: 4.48, proteinPct: 3.52, scc: 210 },
  { ear: "UK 301122 700072", date: "2023-10-10", litres: 26.4, fatPct: 4.08, proteinPct: 3.30, scc: 72 },
];

export const TREATMENTS: Treatment[] = [
  { ear: "UK 301122 700058", product: "ubrolexin", date: "2023-10-05" },
  { ear: "UK 301122 700072", product: "excenel", date: "2023-10-09" },
  { ear: "UK 301122 700041", product: "synulox", date: "2023-10-06" },
];
