import { round } from './units.js';

// A reservoir: its capacity and what is in it now.
export function makeReservoir({ capacity, volume = capacity, ec = 0 }) {
  if (!(capacity > 0)) throw new RangeError('capacity must be positive');
  if (volume < 0 || volume > capacity) throw new RangeError('volume must be between 0 and capacity');
  return { capacity, volume, ec };
}

// Top the reservoir up with plain water of the given EC (tap water is rarely 0).
// Conductivity mixes by volume.
export function topUp(reservoir, litres, waterEc = 0) {
  const added = Math.min(litres, reservoir.capacity - reservoir.volume);
  const volume = reservoir.volume + added;
  const ec = volume === 0 ? 0 : (reservoir.ec * reservoir.volume + waterEc * added) / volume;
  return { ...reservoir, volume, ec: round(ec, 2) };
}

// Litres of plain water to add to bring the EC down to target, limited by
// the room left in the reservoir.
export function dilutionNeeded(reservoir, targetEc, waterEc = 0) {
  if (reservoir.ec <= targetEc) return 0;
  if (targetEc <= waterEc) return Infinity;
  const litres = (reservoir.volume * (reservoir.ec - targetEc)) / (targetEc - waterEc);
  return round(litres, 1);
}
