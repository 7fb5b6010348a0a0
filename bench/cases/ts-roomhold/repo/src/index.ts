export type { Hold, Room, Slot } from "./types.js";
export { requireRoom, roomsFor, UnknownRoomError } from "./rooms.js";
export { freeSlots, HoldRefused, overlaps, placeHold } from "./holds.js";
export { billableHours, invoiceLines, priceOf } from "./pricing.js";
