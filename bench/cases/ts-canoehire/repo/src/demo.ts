import { book, daySheet, freeCraft } from "./index.js";
import type { Fleet, Rate } from "./index.js";

const rates: Rate[] = [
  { kind: "canoe", perHourCents: 1800, minHours: 1 },
  { kind: "kayak", perHourCents: 1200, minHours: 1 },
  { kind: "sup", perHourCents: 1000, minHours: 0.5 },
];

const fleet: Fleet = {
  craft: [
    { id: "C1", kind: "canoe", seats: 3 },
    { id: "K1", kind: "kayak", seats: 1 },
    { id: "K2", kind: "kayak", seats: 2, laidUp: true },
    { id: "S1", kind: "sup", seats: 1 },
  ],
  bookings: [],
};

export function demo(): string[] {
  const out: string[] = [];
  for (const b of [
    { id: "b1", craftId: "C1", customer: "Okafor", party: 3, startMin: 600, endMin: 720 },
    { id: "b2", craftId: "K1", customer: "Lind", party: 1, startMin: 630, endMin: 675 },
]) {
    const refused = book(fleet, b);
    if (refused) out.push(`refused: ${refused}`);
  }
  out.push(`free 11:00-11:40: ${freeCraft(fleet, { startMin: 660, endMin: 700 }, 1).map((c) => c.id).join(", ")}`);
  out.push(daySheet(fleet, rates));
  return out;
}
