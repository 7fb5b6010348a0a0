import { atClock, formatTime } from './util/time.js';

const MS_PER_MINUTE = 60 * 1000;
export const SWIMMERS_PER_LANE = 6;

export class SessionFullError extends Error {}

export class Timetable {
  constructor(day) {
    this.day = day;
    this.sessions = [];
  }

  add({ name, start, length, lanes = 6 }) {
    if (!Number.isInteger(length) || length <= 0) {
      throw new RangeError(`${name}: length must be a positive number of minutes`);
    }
    const startsAt = atClock(this.day, start);
    this.sessions.push({ name, startsAt, length, lanes, booked: 0 });
    this.sessions.sort((a, b) => a.startsAt - b.startsAt);
    return this;
  }

  find(name) {
    const session = this.sessions.find((s) => s.name === name);
    if (!session) {
      throw new Error(`no session called ${name}`);
    }
    return session;
  }

  endsAt(session) {
    return new Date(session.startsAt.getTime() + session.length * MS_PER_MINUTE);
  }

  openAt(instant) {
    return this.sessions.filter((s) => s.startsAt <= instant && instant < this.endsAt(s));
  }

  capacity(session) {
    return session.lanes * SWIMMERS_PER_LANE;
  }

  book(name, swimmers = 1) {
    const session = this.find(name);
    if (session.booked + swimmers > this.capacity(session)) {
      throw new SessionFullError(`${name} has ${this.capacity(session) - session.booked} places left`);
    }
    session.booked += swimmers;
    return session.booked;
  }

  board() {
    return this.sessions.map((s) => {
      const span = `${formatTime(s.startsAt)}-${formatTime(this.endsAt(s))}`;
      return `${span}  ${s.name.padEnd(16)}${s.booked}/${this.capacity(s)}`;
    });
  }
}
