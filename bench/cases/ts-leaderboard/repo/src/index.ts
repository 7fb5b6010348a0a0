export type { Entry, Ranked } from "./types";
export { byScore, rank } from "./rank";
export { summarise } from "./summary";
export type { Summary } from "./summary";
export { formatBoard } from "./format";
