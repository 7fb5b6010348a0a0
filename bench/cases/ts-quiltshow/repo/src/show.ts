// The show itself: dates the entry form and the rules refer to.

export interface Show {
  name: string;
  /** Last day an entry form may be received. */
  closingDate: string;
  /** Quilts are handed in on this day, judged the day after. */
  handInDate: string;
  openingDate: string;
  closingDay: string;
}

export const SPRING_SHOW_2025: Show = {
  name: "Guild Spring Quilt Show 2025",
  closingDate: "2025-04-04",
  handInDate: "2025-05-14",
  openingDate: "2025-05-16",
  closingDay: "2025-05-18",
};
