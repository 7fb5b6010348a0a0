export interface Room {
  id: string;
  name: string;
  capacity: number;
  /** Price of one hour, in cents. */
  hourlyRate: number;
  /** Hours the room may be held, [open, close) on the clock, e.g. [8, 20]. */
  openHours: [number, number];
}

export interface Hold {
  id: string;
  roomId: string;
  holder: string;
  attendees: number;
  start: Date;
  end: Date;
}

export interface Slot {
  start: Date;
  end: Date;
}
