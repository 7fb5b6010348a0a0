export * from "./clock";
export * from "./timetable";
export * from "./prices";
export * from "./socks";
export * from "./bookings";
