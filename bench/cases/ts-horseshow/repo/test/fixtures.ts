import type { ClassSpec, Entry, Horse, Rider, Sheet } from "../src/types.js";

export const riders: Record<string, Rider> = {
  amy: { name: "Amy Lowther", licence: "R10442", grade: 3, junior: false },
  ben: { name: "Ben Okafor", licence: "R20981", grade: 2, junior: false },
  carys: { name: "Carys Pryce", licence: "R31877", grade: 2, junior: true },
  dara: { name: "Dara Quinn", licence: "R11203", grade: 4, junior: false },
  eilidh: { name: "Eilidh Moss", licence: "R40016", grade: 1, junior: true },
  fergus: { name: "Fergus Hale", licence: "R22345", grade: 2, junior: false },
  gwen: { name: "Gwen Tarrant", licence: "R33001", grade: 3, junior: false },
  isla: { name: "Isla Brennan", licence: "R18760", grade: 2, junior: false },
  jack: { name: "Jack Ferris", licence: "R27714", grade: 2, junior: true },
  kate: { name: "Kate Munro", licence: "R35590", grade: 3, junior: false },
  harri: { name: "Harri Vaughan", licence: "R29930", grade: 2, junior: false },
};

function horse(name: string, foaled: number, heightCm = 165): Horse {
  return { name, passport: `GBR-${name.replace(/\W/g, "").slice(0, 6).toUpperCase()}`, foaled, heightCm };
}

export const entries: Entry[] = [
  { number: 3, rider: riders.amy, horse: horse("Kilcoltrim Jasper", 2014) },
  { number: 5, rider: riders.ben, horse: horse("Dunmore Lady", 2016) },
  { number: 7, rider: riders.carys, horse: horse("Tullybeg Rocket", 2017, 147) },
  { number: 8, rider: riders.dara, horse: horse("Silver Lining VII", 2012) },
  { number: 11, rider: riders.eilidh, horse: horse("Ballyhale Star", 2018, 146), late: true },
  { number: 12, rider: riders.amy, horse: horse("Cassius Z", 2015) },
  { number: 14, rider: riders.fergus, horse: horse("Brookfield Gem", 2013) },
  { number: 15, rider: riders.gwen, horse: horse("Lough Derg Boy", 2016) },
  { number: 17, rider: riders.harri, horse: horse("Mister Moonlight", 2015) },
  { number: 19, rider: riders.isla, horse: horse("Rathcoole Dawn", 2017) },
  { number: 21, rider: riders.jack, horse: horse("Glenfarne Duke", 2019), late: true },
  { number: 22, rider: riders.kate, horse: horse("Corrib Belle", 2014) },
];

export function newcomers(overrides: Partial<ClassSpec> = {}): ClassSpec {
  return {
    code: "HS12",
    name: "Newcomers 1.10m, Table A with one jump-off",
    year: 2024,
    course: { lengthM: 460, speedMpm: 350, obstacles: 11, efforts: 13 },
    jumpOff: { lengthM: 290, obstacles: 7 },
    minHorseAge: 5,
    minRiderGrade: 1,
    prizeFund: 60000,
    prizeShares: [30, 22, 16, 12, 10, 10],
    entryFee: 2500,
    lateFee: 1000,
    ...overrides,
  };
}

function sheet(entry: number, knockdowns: number, seconds: number | null, extra: Partial<Sheet> = {}): Sheet {
  return { entry, knockdowns, refusals: 0, falls: 0, seconds, ...extra };
}

/** The first round as the judges wrote it, in the order of going. */
export const firstRound: Sheet[] = [
  sheet(14, 2, 70.0),
  sheet(3, 0, 75.12),
  sheet(8, 1, 72.1),
  sheet(15, 0, null, { falls: 1 }),
  sheet(5, 0, 78.9),
  sheet(11, 0, 84.0, { refusals: 1 }),
  sheet(17, 1, 73.95),
  sheet(12, 0, 77.55),
  sheet(21, 0, null, { retired: true }),
  sheet(7, 0, 80.4),
  sheet(22, 1, 72.1),
  sheet(19, 0, 79.0),
];

export const jumpOffRound: Sheet[] = [
  sheet(3, 0, 41.3),
  sheet(5, 1, 39.85),
  sheet(12, 0, 44.02),
  sheet(19, 0, 51.2),
];
