import { Fixture } from "./fixtures";
import { Team, findTeam } from "./teams";

export interface Umpire {
  name: string;
  club: string;
  /** nights the umpire cannot do, ISO dates */
  unavailable?: string[];
}

export interface Appointment {
  fixture: Fixture;
  umpires: [string, string];
}

/**
 * Appoints two umpires to each fixture. An umpire never stands in a match
 * involving a team from their own club, does at most one match a night, and
 * the umpire with the fewest appointments so far is picked first.
 */
export function appointUmpires(fixtures: Fixture[], umpires: Umpire[], teams?: Team[]): Appointment[] {
  const load = new Map<string, number>(umpires.map((u) => [u.name, 0]));
  const busy = new Map<string, Set<string>>();
  const appointments: Appointment[] = [];

  for (const f of fixtures) {
    const clubs = [findTeam(f.home, teams).club, findTeam(f.away, teams).club];
    const taken = busy.get(f.date) ?? new Set<string>();
    const eligible = umpires
      .filter((u) => !clubs.includes(u.club))
      .filter((u) => !(u.unavailable ?? []).includes(f.date))
      .filter((u) => !taken.has(u.name))
      .sort((a, b) => (load.get(a.name) ?? 0) - (load.get(b.name) ?? 0) || a.name.localeCompare(b.name));
    if (eligible.length < 2) {
      throw new Error(`not enough umpires for ${f.home} v ${f.away} on ${f.date}`);
    }
    const pair: [string, string] = [eligible[0].name, eligible[1].name];
    for (const name of pair) {
      load.set(name, (load.get(name) ?? 0) + 1);
      taken.add(name);
    }
    busy.set(f.date, taken);
    appointments.push({ fixture: f, umpires: pair });
  }
  return appointments;
}

export function appointmentsFor(appointments: Appointment[], umpire: string): Appointment[] {
  return appointments.filter((a) => a.umpires.includes(umpire));
}
