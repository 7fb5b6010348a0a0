'use strict';

const { parseShot } = require('./shot');
const { LENGTH_UNITS, ANGLE_UNITS } = require('./units');

const DEFAULT_SETTINGS = {
  length: 'm',
  compass: 'deg',
  clino: 'deg',
  declination: 0,
};

function stripComment(line) {
  const i = line.indexOf(';');
  return (i === -1 ? line : line.slice(0, i)).trim();
}

function directive(settings, fixes, words, lineNo) {
  const [name, ...args] = words;
  switch (name.toLowerCase()) {
    case '*units': {
      const [quantity, unit] = args;
      const table = quantity === 'length' ? LENGTH_UNITS : ANGLE_UNITS;
      if (!['length', 'compass', 'clino'].includes(quantity) || !(unit in table)) {
        throw new Error(`line ${lineNo}: bad *units "${args.join(' ')}"`);
      }
      settings[quantity] = unit;
      break;
    }
    case '*declination': {
      const value = Number(args[0]);
      if (!Number.isFinite(value)) throw new Error(`line ${lineNo}: bad *declination`);
      settings.declination = value;
      break;
    }
    case '*fix': {
      const [station, x, y, z] = args;
      const point = { x: Number(x), y: Number(y), z: Number(z) };
      if (!station || [point.x, point.y, point.z].some((v) => !Number.isFinite(v))) {
        throw new Error(`line ${lineNo}: bad *fix`);
      }
      fixes.set(station, point);
      break;
    }
    default:
      throw new Error(`line ${lineNo}: unknown directive ${name}`);
  }
}

/**
 * Parse a survey file: data lines (see parseShot), `;` comments and the directives
 * `*units length|compass|clino UNIT`, `*declination DEGREES` and `*fix STATION X Y Z`.
 * Each shot keeps the declination in force where it was read.
 */
function parseSurvey(text) {
  const settings = { ...DEFAULT_SETTINGS };
  const fixes = new Map();
  const shots = [];

  text.split(/\r?\n/).forEach((raw, i) => {
    const line = stripComment(raw);
    if (line === '') return;
    const words = line.split(/\s+/);
    if (words[0].startsWith('*')) {
      directive(settings, fixes, words, i + 1);
      return;
    }
    const shot = parseShot(line, { length: settings.length, compass: settings.compass, clino: settings.clino });
    shot.declination = settings.declination;
    shot.line = i + 1;
    shots.push(shot);
  });

  return { shots, fixes };
}

module.exports = { parseSurvey, DEFAULT_SETTINGS };
