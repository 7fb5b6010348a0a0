import type { Pence } from "./money.js";

export interface Extra {
  code: string;
  name: string;
  /** Charged once per booking. */
  price: Pence;
}

export interface Room {
  id: string;
  name: string;
  capacity: number;
  dayRate: Pence;
  eveningRate: Pence;
  /** Shortest booking charged, in minutes. */
  minimumMinutes: number;
  extras: Extra[];
}

export const KITCHEN: Extra = { code: "kitchen", name: "Use of kitchen", price: 1500 };
export const STAGE_LIGHTS: Extra = { code: "lights", name: "Stage lighting", price: 2500 };
export const PA: Extra = { code: "pa", name: "PA system", price: 1200 };
export const TABLES: Extra = { code: "tables", name: "Trestle tables (set of 10)", price: 800 };

export const ROOMS: readonly Room[] = [
  {
    id: "main",
    name: "Main hall",
    capacity: 120,
    dayRate: 1800,
    eveningRate: 2400,
    minimumMinutes: 120,
    extras: [KITCHEN, STAGE_LIGHTS, PA, TABLES],
  },
  {
    id: "committee",
    name: "Committee room",
    capacity: 20,
    dayRate: 900,
    eveningRate: 1100,
    minimumMinutes: 60,
    extras: [KITCHEN, TABLES],
  },
  {
    id: "garden",
    name: "Garden room",
    capacity: 40,
    dayRate: 1200,
    eveningRate: 1500,
    minimumMinutes: 60,
    extras: [KITCHEN, PA],
  },
];

export function findRoom(id: string): Room {
  const room = ROOMS.find((r) => r.id === id);
  if (!room) {
    throw new Error(`no room ${JSON.stringify(id)}`);
  }
  return room;
}

export function findExtra(room: Room, code: string): Extra {
  const extra = room.extras.find((e) => e.code === code);
  if (!extra) {
    throw new Error(`${room.name} has no ${JSON.stringify(code)}`);
  }
  return extra;
}
