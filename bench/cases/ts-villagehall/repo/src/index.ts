export * from "./money.js";
export * from "./time.js";
export * from "./rooms.js";
export * from "./hirers.js";
export * from "./bookings.js";
export * from "./pricing.js";
export * from "./invoice.js";
export * from "./rota.js";
