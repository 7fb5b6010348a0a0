import { deadline } from './challenges.js';

/** The ladder sheet: one line a rung, open challenges marked against the challenger. */
export function ladderSheet(ladder, challenges = []) {
  const width = String(ladder.order.length).length;
  return ladder.order
    .map((name) => {
      const rung = String(ladder.rungOf(name)).padStart(width, ' ');
      const open = challenges.find((c) => c.challenger === name);
      const note = open ? `  -> ${open.opponent} by ${deadline(open.issued)}` : '';
      return `${rung}. ${name}${note}`;
    })
    .join('\n');
}
