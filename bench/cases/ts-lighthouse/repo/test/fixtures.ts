import type { TourDto } from "../src/types";

export function tour(id: number, start: string, end: string, places: Partial<TourDto> = {}): TourDto {
  return {
    tour_id: id,
    date: "2026-06-12",
    start,
    end,
    capacity: 12,
    booked: 0,
    held: 0,
    guide: { first_name: "Morwenna", last_name: "Tregear" },
    ...places,
  };
}

export const FRIDAY: TourDto[] = [
  tour(3, "14:00", "14:45", { booked: 12 }),
  tour(1, "10:00", "10:45", { booked: 4, held: 6 }),
  tour(2, "11:30", "12:15", { booked: 11, guide: { first_name: "Ifan", last_name: "Pryce" } }),
];
