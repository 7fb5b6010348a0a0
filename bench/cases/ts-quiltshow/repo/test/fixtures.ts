import type { Entry, Maker } from "../src/entries.js";
import type { Scorecard } from "../src/judging.js";
import type { Show } from "../src/show.js";

export const show: Show = {
  name: "Guild Spring Quilt Show 2025",
  closingDate: "2025-04-04",
  handInDate: "2025-05-14",
  openingDate: "2025-05-16",
  closingDay: "2025-05-18",
};

export const ruth: Maker = { name: "Ruth Quayle", member: true };
export const priya: Maker = { name: "Priya Raman", member: false };
export const elin: Maker = { name: "Elin Rhys", member: true };
export const tom: Maker = { name: "Tom Quinlan", member: true, birthDate: "2009-06-02" };

export function entry(overrides: Partial<Entry> = {}): Entry {
  return {
    number: 1,
    title: "Harbour Lights",
    makers: [ruth],
    category: "WALL",
    widthCm: 120,
    heightCm: 150,
    completedOn: "2024-09-30",
    receivedOn: "2025-03-20",
    valuePounds: 600,
    ...overrides,
  };
}

export const entries: Entry[] = [
  entry(),
  entry({ number: 2, title: "Log Cabin Sampler", makers: [priya], category: "TRAD", widthCm: 180, heightCm: 210, valuePounds: 900 }),
  entry({ number: 3, title: "Tide Pools", makers: [elin], widthCm: 100, heightCm: 100, forSale: true, priceInPounds: 450 }),
  entry({ number: 4, title: "Rose Window", makers: [ruth], category: "TRAD", widthCm: 160, heightCm: 160, receivedOn: "2025-04-02" }),
  entry({ number: 5, title: "Quarry Tiles", makers: [tom], category: "JUN", widthCm: 90, heightCm: 110, valuePounds: 100 }),
  entry({ number: 6, title: "Dunes", makers: [priya], widthCm: 140, heightCm: 90 }),
  entry({ number: 7, title: "Bee Garden", makers: [ruth, elin, priya], category: "GRP", widthCm: 200, heightCm: 230 }),
];

type Marks = [number, number, number, number, number];

/** A scorecard from marks in criterion order: design, workmanship, quilting, finishing, impact. */
export function card(judge: string, entryNo: number, [design, workmanship, quilting, finishing, impact]: Marks): Scorecard {
  return { judge, entry: entryNo, marks: { design, workmanship, quilting, finishing, impact } };
}
