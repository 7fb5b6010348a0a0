// Recreational diving certification levels, lowest first, with the names agencies print on cards.

export const LEVELS = [
  { code: 'OW', name: 'Open Water', aliases: ['ow', 'owd', 'open water', 'open water diver', 'cmas 1*'] },
  {
    code: 'AOW',
    name: 'Advanced Open Water',
    aliases: ['aow', 'aowd', 'advanced', 'advanced open water', 'advanced open water diver', 'cmas 2*'],
  },
  { code: 'RESCUE', name: 'Rescue Diver', aliases: ['rescue', 'rescue diver', 'rd'] },
  { code: 'DM', name: 'Divemaster', aliases: ['dm', 'divemaster', 'dive leader', 'cmas 3*'] },
  { code: 'INSTR', name: 'Instructor', aliases: ['instr', 'instructor', 'owsi', 'msdt'] },
];

// The level's code from what the diver wrote ("AOWD", "Advanced Open Water", "PADI Rescue Diver").
export function parseLevel(text) {
  const key = String(text)
    .trim()
    .toLowerCase()
    .replace(/^(padi|ssi|naui|bsac|sdi)\s+/, '');
  const level = LEVELS.find((l) => l.code.toLowerCase() === key || l.aliases.includes(key));
  if (!level) {
    throw new Error(`unknown certification level: ${JSON.stringify(text)}`);
  }
  return level.code;
}

// The level's rank: 0 for Open Water and up.
export function levelRank(code) {
  const rank = LEVELS.findIndex((l) => l.code === code);
  if (rank < 0) {
    throw new Error(`unknown certification level code: ${code}`);
  }
  return rank;
}

export function atLeast(code, minimum) {
  return levelRank(code) >= levelRank(minimum);
}
