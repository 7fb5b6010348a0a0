export { gradeLabel, parseGrade, type Grade } from "./grades.js";
export { Leaderboard, type Standing } from "./leaderboard.js";
export { Logbook, type Ascent } from "./logbook.js";
export { pointsFor, type Style } from "./points.js";
export { RouteSet, type Route } from "./routes.js";
