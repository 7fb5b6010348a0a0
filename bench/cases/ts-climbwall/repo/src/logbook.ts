import type { Grade } from "./grades.js";
import { pointsFor, type Style } from "./points.js";
import type { RouteSet } from "./routes.js";
import { parseDay, sameMonth } from "./util/dates.js";

export interface Ascent {
  routeId: string;
  grade: Grade;
  day: Date;
  style: Style;
  points: number;
}

// A month's league score counts a climber's best sends, not all of them.
export const COUNTED_SENDS = 5;

export class Logbook {
  private readonly ascents: Ascent[] = [];

  constructor(
    readonly climber: string,
    private readonly routes: RouteSet,
  ) {}

  record(routeId: string, day: string, style: Style): Ascent {
    const route = this.routes.get(routeId);
    const when = parseDay(day);
    if (when < route.setOn || when >= route.strippedOn) {
      throw new Error(`${routeId} was not on the wall on ${day}`);
    }
    const sent = this.ascents.some((a) => a.routeId === routeId);
    const actual: Style = sent ? "repeat" : style;
    const ascent = { routeId, grade: route.grade, day: when, style: actual, points: pointsFor(route.grade, actual) };
    this.ascents.push(ascent);
    return ascent;
  }

  ascentsIn(year: number, month: number): Ascent[] {
    return this.ascents.filter((a) => sameMonth(a.day, year, month));
  }

  monthScore(year: number, month: number): number {
    const points = this.ascentsIn(year, month).map((a) => a.points);
    points.sort((a, b) => b - a);
    return points.slice(0, COUNTED_SENDS).reduce((sum, p) => sum + p, 0);
  }

  hardest(): Grade | undefined {
    const grades = this.ascents.map((a) => a.grade);
    return grades.length ? Math.max(...grades) : undefined;
  }
}
