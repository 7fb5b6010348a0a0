import type { Room } from "./types.js";

export class UnknownRoomError extends Error {
  constructor(readonly roomId: string) {
    super(`no room ${roomId}`);
    this.name = "UnknownRoomError";
  }
}

export function requireRoom(rooms: readonly Room[], id: string): Room {
  const room = rooms.find((candidate) => candidate.id === id);
  if (room === undefined) throw new UnknownRoomError(id);
  return room;
}

export function roomsFor(rooms: readonly Room[], attendees: number): Room[] {
  return rooms
    .filter((room) => room.capacity >= attendees)
    .sort((a, b) => a.capacity - b.capacity || a.name.localeCompare(b.name));
}
