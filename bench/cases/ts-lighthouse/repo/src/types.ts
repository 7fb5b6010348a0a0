/** A tour as the booking service's API sends it. Times are local, "HH:MM". */
export interface TourDto {
  tour_id: number;
  date: string;
  start: string;
  end: string;
  capacity: number;
  booked: number;
  held: number;
  guide: { first_name: string; last_name: string };
}

/** A tour as the desk sees it. */
export interface Tour {
  id: number;
  start: Date;
  end: Date;
  capacity: number;
  /** Places sold. */
  booked: number;
  /** Places held for school groups, released two days before the tour. */
  held: number;
  guide: string;
}
