export * from './units.js';
export * from './recipes.js';
export * from './reservoir.js';
export * from './dosing.js';
export * from './schedule.js';
export * from './ph.js';
export * from './report.js';
