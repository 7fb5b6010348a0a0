import { parseLength } from './units.js';

export const HULLS = ['mono', 'catamaran', 'trimaran'];

export class BoatError extends Error {}

// A visiting or resident boat. Dimensions in metres; `hull` decides the
// multihull surcharge.
export function makeBoat({ name, length, beam, draft, hull = 'mono', power = false }) {
  if (!name) {
    throw new BoatError('a boat needs a name');
  }
  if (!HULLS.includes(hull)) {
    throw new BoatError(`${name}: unknown hull ${hull}`);
  }
  const boat = {
    name,
    lengthM: parseLength(length),
    beamM: parseLength(beam),
    draftM: parseLength(draft),
    hull,
    power: Boolean(power),
  };
  if (boat.beamM >= boat.lengthM) {
    throw new BoatError(`${name}: beam ${boat.beamM} m is not less than length ${boat.lengthM} m`);
  }
  return boat;
}

export function isMultihull(boat) {
  return boat.hull !== 'mono';
}
