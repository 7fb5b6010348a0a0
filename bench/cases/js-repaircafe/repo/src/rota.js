'use strict';

const { parseSpan } = require('./clock');

// The fixers' rota, one fixer a line:
//   Bea Okoro: electrical, electronics @ 10:00-13:00
function parseRota(text) {
  const fixers = [];
  String(text)
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) {
        return;
      }
      const match = /^([^:]+):\s*([^@]*)@\s*(\S+)$/.exec(line);
      if (!match) {
        throw new Error(`line ${index + 1}: expected "name: skill, skill @ HH:MM-HH:MM"`);
      }
      const skills = match[2]
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      if (skills.length === 0) {
        throw new Error(`line ${index + 1}: ${match[1].trim()} has no skills`);
      }
      let shift;
      try {
        shift = parseSpan(match[3]);
      } catch (err) {
        throw new Error(`line ${index + 1}: ${err.message}`);
      }
      fixers.push({ name: match[1].trim(), skills: new Set(skills), from: shift.from, to: shift.to });
    });
  return fixers;
}

module.exports = { parseRota };
