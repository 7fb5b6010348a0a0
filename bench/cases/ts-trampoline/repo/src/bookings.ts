import type { Session } from "./timetable";

export const HOLD_MINUTES = 10;
export const MAX_PARTY = 8;

export interface Hold {
  id: number;
  sessionId: string;
  places: number;
  expires: Date;
  paid: boolean;
}

export class BookingError extends Error {}

export class BookingDesk {
  private holds: Hold[] = [];
  private nextId = 1;

  constructor(private readonly sessions: Session[]) {}

  private session(id: string): Session {
    const s = this.sessions.find((x) => x.id === id);
    if (!s) throw new BookingError(`no session ${id}`);
    return s;
  }

  private live(h: Hold, at: Date): boolean {
    return h.paid || h.expires.getTime() > at.getTime();
  }

  /** Places still on sale: capacity less paid bookings and holds that have not run out. */
  available(sessionId: string, at: Date): number {
    const taken = this.holds
      .filter((h) => h.sessionId === sessionId && this.live(h, at))
      .reduce((n, h) => n + h.places, 0);
    return this.session(sessionId).capacity - taken;
  }

  hold(sessionId: string, places: number, at: Date): Hold {
    if (places < 1 || places > MAX_PARTY) throw new BookingError(`a party is 1 to ${MAX_PARTY} jumpers`);
    if (this.available(sessionId, at) < places) throw new BookingError(`not enough places left in ${sessionId}`);
    const h: Hold = {
      id: this.nextId++,
      sessionId,
      places,
      expires: new Date(at.getTime() + HOLD_MINUTES * 60 * 1000),
      paid: false,
    };
    this.holds.push(h);
    return h;
  }

  pay(holdId: number, at: Date): Hold {
    const h = this.holds.find((x) => x.id === holdId);
    if (!h) throw new BookingError(`no hold ${holdId}`);
    if (!this.live(h, at)) throw new BookingError(`hold ${holdId} has run out`);
    h.paid = true;
    return h;
  }
}
