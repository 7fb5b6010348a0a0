export interface Trader {
  id: string;
  name: string;
  /** Market days attended before this one. */
  visits: number;
  /** Metres of frontage the stall needs. */
  wants: number;
  needsPower?: boolean;
  charity?: boolean;
  /** Rows the trader would rather be in, best first. */
  prefers?: string[];
}

export interface Pitch {
  id: string;
  row: string;
  width: number;
  power: boolean;
}

export interface Booking {
  trader: Trader;
  pitch: Pitch;
  /** Market day, YYYY-MM-DD. */
  date: string;
  /** Day the booking was made, YYYY-MM-DD. */
  bookedOn: string;
}

export interface Fee {
  traderId: string;
  pitchId: string;
  pitch: number;
  power: number;
  discount: number;
  total: number;
}
