export * from './units.js';
export * from './boats.js';
export * from './berths.js';
export * from './bookings.js';
export * from './allocate.js';
export * from './fees.js';
export * from './invoice.js';
