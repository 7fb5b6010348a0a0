import { parseDate } from './dates.js';
import { parseLevel } from './levels.js';

const COLUMNS = ['id', 'name', 'birth', 'level', 'dives', 'last', 'medical'];

// The day's booked divers, from a CSV with a header line: id,name,birth,level,dives,last,medical
// (level: the certification as written on the card; dives: the number of logged dives; last: the
// date of the last dive, empty if not known; medical: the date the diver's medical statement runs
// to, empty for none).
export function parseManifest(text) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() && !line.startsWith('#'));
  if (lines.length === 0) {
    return [];
  }
  const header = lines[0].split(',').map((h) => h.trim().toLowerCase());
  const index = {};
  for (const column of COLUMNS) {
    index[column] = header.indexOf(column);
    if (index[column] < 0) {
      throw new Error(`manifest: no "${column}" column`);
    }
  }

  return lines.slice(1).map((line, n) => {
    const cells = line.split(',').map((c) => c.trim());
    const cell = (column) => cells[index[column]] ?? '';
    const dives = Number(cell('dives') || '0');
    if (!Number.isInteger(dives) || dives < 0) {
      throw new Error(`manifest line ${n + 2}: dives must be a whole number`);
    }
    return {
      id: cell('id'),
      name: cell('name'),
      birth: parseDate(cell('birth')),
      level: parseLevel(cell('level')),
      loggedDives: dives,
      lastDive: cell('last') ? parseDate(cell('last')) : null,
      medicalUntil: cell('medical') ? parseDate(cell('medical')) : null,
    };
  });
}
