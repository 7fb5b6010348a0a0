import { requireRoom } from "./rooms.js";
import type { Hold, Room } from "./types.js";

const MS_PER_HOUR = 3_600_000;

/** Holds are charged by the started half hour. */
export function billableHours(hold: Hold): number {
  const hours = (hold.end.getTime() - hold.start.getTime()) / MS_PER_HOUR;
  return Math.ceil(hours * 2) / 2;
}

export function priceOf(rooms: readonly Room[], hold: Hold): number {
  const room = requireRoom(rooms, hold.roomId);
  return Math.round(room.hourlyRate * billableHours(hold));
}

export function invoiceLines(rooms: readonly Room[], holds: readonly Hold[]): string[] {
  return holds.map((hold) => {
    const room = requireRoom(rooms, hold.roomId);
    return `${hold.id}  ${room.name}  ${billableHours(hold)} h  ${(priceOf(rooms, hold) / 100).toFixed(2)}`;
  });
}
