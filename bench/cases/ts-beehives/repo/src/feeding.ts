import type { ColonyState, Inspection } from './types.js';

function assertNever(value: never): never {
  throw new Error(`unexpected value ${String(value)}`);
}

/** Litres of syrup to give after a visit; none in the honey flow months (May to July). */
export function syrupLitres(visit: Inspection): number {
  const month = Number(visit.date.slice(5, 7));
  if (month >= 5 && month <= 7) return 0;
  return litresFor(visit.colony);
}

export function litresFor(state: ColonyState): number {
  switch (state) {
    case 'strong':
      return 0;
    case 'building':
      return 2;
    case 'weak':
      return 1;
    case 'queenless':
      return 0;
    default:
      return assertNever(state);
  }
}

export function advice(state: ColonyState): string {
  switch (state) {
    case 'strong':
      return 'add a super';
    case 'building':
      return 'feed 1:1 syrup';
    case 'weak':
      return 'reduce the entrance, feed a little';
    case 'queenless':
      return 'unite with a queenright colony or add a frame of eggs';
    default:
      return assertNever(state);
  }
}
