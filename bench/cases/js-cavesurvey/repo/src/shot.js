'use strict';

const { normalizeBearing, toMetres, toDegrees } = require('./units');

// Foresight and backsight may disagree by this much (degrees) before the shot is refused.
const BACKSIGHT_TOLERANCE = 2.5;

function parseReading(token, convert = (v) => v) {
  if (token === undefined || token === '-' || token === '') return null;
  const value = Number(token);
  if (!Number.isFinite(value)) throw new Error(`not a number: "${token}"`);
  return convert(value);
}

// The mean of two bearings, going the short way round the circle (359 and 1 give 0).
function meanBearing(a, b) {
  let diff = normalizeBearing(b - a);
  if (diff > 180) diff -= 360;
  return normalizeBearing(a + diff / 2);
}

function bearingDifference(a, b) {
  const diff = Math.abs(normalizeBearing(a) - normalizeBearing(b));
  return Math.min(diff, 360 - diff);
}

// Combine a foresight with an optional backsight (taken from the far station back to the
// near one, already turned round and negated by the caller).
function combineSights(fore, back, kind) {
  if (back === null) return fore;
  if (fore === null) return back;
  const disagreement = kind === 'clino' ? Math.abs(fore - back) : bearingDifference(fore, back);
  if (disagreement > BACKSIGHT_TOLERANCE) {
    throw new Error(`${kind} foresight ${fore} and backsight ${back} disagree`);
  }
  return kind === 'clino' ? (fore + back) / 2 : meanBearing(fore, back);
}

/**
 * One data line: `from to length compass clino [backcompass backclino]`.
 * A splay (a shot to the wall, with no station at its end) has `-` as its `to`.
 * Readings are converted from the given units to metres and degrees.
 */
function parseShot(line, units = { length: 'm', compass: 'deg', clino: 'deg' }) {
  const tokens = line.trim().split(/\s+/);
  if (tokens.length < 5) throw new Error(`a shot needs at least 5 fields: "${line.trim()}"`);
  const [from, to, length, compass, clino, backCompass, backClino] = tokens;

  const bearing = (v) => normalizeBearing(toDegrees(v, units.compass));
  const incline = (v) => toDegrees(v, units.clino);

  const fore = { compass: parseReading(compass, bearing), clino: parseReading(clino, incline) };
  const backCompassValue = parseReading(backCompass, bearing);
  const backClinoValue = parseReading(backClino, incline);
  const back = {
    compass: backCompassValue === null ? null : normalizeBearing(backCompassValue + 180),
    clino: backClinoValue === null ? null : -backClinoValue,
  };

  const tape = parseReading(length, (v) => toMetres(v, units.length));
  if (tape === null || tape < 0) throw new Error(`bad length in "${line.trim()}"`);

  const clinoValue = combineSights(fore.clino, back.clino, 'clino') ?? 0;
  const compassValue = combineSights(fore.compass, back.compass, 'compass');
  if (compassValue === null && Math.abs(clinoValue) !== 90) {
    throw new Error(`only a vertical shot may leave out the compass: "${line.trim()}"`);
  }

  return {
    from,
    to: to === '-' ? null : to,
    splay: to === '-',
    length: tape,
    compass: compassValue ?? 0,
    clino: clinoValue,
  };
}

module.exports = { parseShot, meanBearing, bearingDifference, combineSights, BACKSIGHT_TOLERANCE };
