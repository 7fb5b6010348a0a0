import { findExtra, findRoom } from "./rooms.js";
import { describeSlot, overlaps, type DateString, type Slot } from "./time.js";

export type Status = "provisional" | "confirmed" | "cancelled";

export interface Booking {
  id: string;
  roomId: string;
  hirerId: string;
  slot: Slot;
  status: Status;
  /** Codes of the room's extras booked with it. */
  extras: string[];
  note?: string;
}

export interface BookingRequest {
  roomId: string;
  hirerId: string;
  slot: Slot;
  extras?: string[];
  note?: string;
}

/** The hall diary. */
export class BookingBook {
  private readonly bookings: Booking[] = [];
  private nextNumber = 1;

  /** Books a room; a slot clashing with a live booking of the room is refused. */
  add(req: BookingRequest): Booking {
    const room = findRoom(req.roomId);
    const extras = req.extras ?? [];
    for (const code of extras) {
      findExtra(room, code);
    }
    const clash = this.live().find((b) => b.roomId === req.roomId && overlaps(b.slot, req.slot));
    if (clash) {
      throw new Error(`${room.name} ${describeSlot(req.slot)} clashes with booking ${clash.id}`);
    }
    const booking: Booking = {
      id: `B${String(this.nextNumber++).padStart(4, "0")}`,
      roomId: req.roomId,
      hirerId: req.hirerId,
      slot: req.slot,
      status: "provisional",
      extras,
      ...(req.note !== undefined ? { note: req.note } : {}),
    };
    this.bookings.push(booking);
    return booking;
  }

  get(id: string): Booking {
    const booking = this.bookings.find((b) => b.id === id);
    if (!booking) {
      throw new Error(`no booking ${id}`);
    }
    return booking;
  }

  confirm(id: string): Booking {
    const booking = this.get(id);
    if (booking.status === "cancelled") {
      throw new Error(`booking ${id} was cancelled`);
    }
    booking.status = "confirmed";
    return booking;
  }

  cancel(id: string): Booking {
    const booking = this.get(id);
    booking.status = "cancelled";
    return booking;
  }

  /** Bookings that still hold their slot. */
  live(): Booking[] {
    return this.bookings.filter((b) => b.status !== "cancelled");
  }

  /** The day's live bookings, earliest first. */
  forDay(date: DateString): Booking[] {
    return this.live()
      .filter((b) => b.slot.date === date)
      .sort((a, b) => a.slot.start - b.slot.start || a.roomId.localeCompare(b.roomId));
  }

  /** A hirer's live bookings in date order. */
  forHirer(hirerId: string): Booking[] {
    return this.live()
      .filter((b) => b.hirerId === hirerId)
      .sort((a, b) => a.slot.date.localeCompare(b.slot.date) || a.slot.start - b.slot.start);
  }
}
