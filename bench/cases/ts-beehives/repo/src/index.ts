export type { ColonyState, Harvest, Hive, Inspection, Temper } from './types.js';
export { SheetError, latestFor, parseSheet, swarmRisk } from './inspections.js';
export { advice, litresFor, syrupLitres } from './feeding.js';
export { bestHive, kgByHive, kgPerSuper } from './honey.js';
export { apiaryReport, hiveLine, queenColour } from './report.js';
