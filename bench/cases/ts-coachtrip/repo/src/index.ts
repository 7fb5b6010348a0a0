export * from "./time";
export * from "./timetable";
export * from "./fares";
export * from "./booking";
export * from "./ticket";
