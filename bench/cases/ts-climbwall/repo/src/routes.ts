import { parseGrade, type Grade } from "./grades.js";
import { addDays, parseDay } from "./util/dates.js";

export interface Route {
  id: string;
  wall: string;
  grade: Grade;
  setOn: Date;
  strippedOn: Date; // the first day the problem is no longer on the wall
}

export const DEFAULT_LIFE_DAYS = 42;

export class RouteSet {
  private readonly routes = new Map<string, Route>();

  add(id: string, wall: string, grade: string, setOn: string, lifeDays = DEFAULT_LIFE_DAYS): Route {
    if (this.routes.has(id)) {
      throw new Error(`route ${id} is already set`);
    }
    const set = parseDay(setOn);
    const route = { id, wall, grade: parseGrade(grade), setOn: set, strippedOn: addDays(set, lifeDays) };
    this.routes.set(id, route);
    return route;
  }

  get(id: string): Route {
    const route = this.routes.get(id);
    if (!route) {
      throw new Error(`no route ${id}`);
    }
    return route;
  }

  onWall(day: Date): Route[] {
    return [...this.routes.values()].filter((r) => r.setOn <= day && day < r.strippedOn);
  }
}
