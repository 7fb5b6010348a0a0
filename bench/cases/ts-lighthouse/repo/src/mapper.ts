import type { Tour, TourDto } from "./types";

/** A local date and time, "2026-06-01" and "09:30", as a Date in the desk's own time zone. */
export function localTime(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(year, month - 1, day, hours, minutes);
}

export function guideName(guide: TourDto["guide"]): string {
  return `${guide.first_name} ${guide.last_name}`;
}

export function toTour(dto: TourDto): Tour {
  return {
    id: dto.tour_id,
    start: localTime(dto.date, dto.start),
    end: localTime(dto.date, dto.end),
    capacity: dto.capacity,
    booked: dto.booked,
    held: dto.held,
    guide: guideName(dto.guide),
  };
}

export function toTours(dtos: TourDto[]): Tour[] {
  return dtos.map(toTour).sort((a, b) => a.start.getTime() - b.start.getTime());
}
