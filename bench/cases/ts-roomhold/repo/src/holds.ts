import { requireRoom } from "./rooms.js";
import type { Hold, Room, Slot } from "./types.js";

export class HoldRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HoldRefused";
  }
}

export function overlaps(a: Slot, b: Slot): boolean {
  return a.start < b.end && b.start < a.end;
}

export function placeHold(rooms: readonly Room[], holds: readonly Hold[], hold: Hold): Hold[] {
  const room = requireRoom(rooms, hold.roomId);
  if (hold.end <= hold.start) throw new HoldRefused(`hold ${hold.id} ends before it starts`);
  if (hold.attendees > room.capacity) {
    throw new HoldRefused(`${room.name} seats ${room.capacity}, not ${hold.attendees}`);
  }
  const [open, close] = room.openHours;
  if (hold.start.getHours() < open || hours(hold.end) > close) {
    throw new HoldRefused(`${room.name} is open ${open}:00-${close}:00`);
  }
  const clash = holds.find((other) => other.roomId === hold.roomId && overlaps(other, hold));
  if (clash) throw new HoldRefused(`${room.name} is held by ${clash.holder}`);
  return [...holds, hold];
}

function hours(date: Date): number {
  return date.getHours() + date.getMinutes() / 60;
}

export function freeSlots(rooms: readonly Room[], holds: readonly Hold[], roomId: string, day: Date): Slot[] {
  const room = requireRoom(rooms, roomId);
  const at = (hour: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour);
  const taken = holds
    .filter((hold) => hold.roomId === roomId)
    .map((hold) => ({ start: hold.start, end: hold.end }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const free: Slot[] = [];
  let cursor = at(room.openHours[0]);
  const close = at(room.openHours[1]);
  for (const slot of taken) {
    if (slot.end <= cursor || slot.start >= close) continue;
    if (slot.start > cursor) free.push({ start: cursor, end: slot.start });
    cursor = slot.end;
  }
  if (cursor < close) free.push({ start: cursor, end: close });
  return free;
}
