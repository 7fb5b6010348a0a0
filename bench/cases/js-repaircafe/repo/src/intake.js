'use strict';

const { parseClock } = require('./clock');
const { categoryInfo } = require('./categories');

// The intake sheet, one ticket a line:
//   T07 | Ana Ruiz | lamp | 10:05 | flickers when moved
// Blank lines and lines starting with # are skipped.
function parseIntake(text) {
  const tickets = [];
  const seen = new Set();
  String(text)
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) {
        return;
      }
      const fields = line.split('|').map((f) => f.trim());
      if (fields.length < 4) {
        throw new Error(`line ${index + 1}: expected id | owner | category | arrived [| note]`);
      }
      const [id, owner, category, arrived, ...rest] = fields;
      if (seen.has(id)) {
        throw new Error(`line ${index + 1}: ticket ${id} twice`);
      }
      seen.add(id);
      let info;
      let minute;
      try {
        info = categoryInfo(category);
        minute = parseClock(arrived);
      } catch (err) {
        throw new Error(`line ${index + 1}: ${err.message}`);
      }
      tickets.push({
        id,
        owner,
        category: category.toLowerCase(),
        skill: info.skill,
        minutes: info.minutes,
        arrived: minute,
        note: rest.join(' | '),
      });
    });
  return tickets;
}

module.exports = { parseIntake };
