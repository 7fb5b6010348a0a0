export * from "./days";
export * from "./floor";
export * from "./bookings";
export * from "./finder";
