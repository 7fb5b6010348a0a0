import { fare } from "./fares";
import { journeyKm, journeyMinutes, journeyStops, type Route } from "./timetable";

export interface Passenger {
  name: string;
  age: number;
}

export interface Booking {
  route: string;
  from: string;
  to: string;
  departs: string;
  arrives: string;
  minutes: number;
  km: number;
  passengers: { name: string; cents: number }[];
  total: number;
}

export function book(route: Route, from: string, to: string, passengers: Passenger[]): Booking {
  if (passengers.length === 0) throw new Error("a booking needs at least one passenger");
  const stops = journeyStops(route, from, to);
  const km = journeyKm(route, from, to);
  const priced = passengers.map((p) => ({ name: p.name, cents: fare(p.age, km) }));
  return {
    route: route.code,
    from,
    to,
    departs: stops[0].departs,
    arrives: stops[stops.length - 1].departs,
    minutes: journeyMinutes(route, from, to),
    km,
    passengers: priced,
    total: priced.reduce((sum, p) => sum + p.cents, 0),
  };
}
