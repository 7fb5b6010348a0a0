const SET = /^(\d+)-(\d+)$/;

function checkSet(a, b, text) {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  const ok = (hi === 6 && lo <= 4) || (hi === 7 && (lo === 5 || lo === 6));
  if (!ok) throw new Error(`not a finished set: ${text}`);
}

/** Parse a score written from the challenger's side, "6-4 3-6 7-5". */
export function parseScore(text) {
  const sets = text.trim().split(/\s+/).map((part) => {
    const m = SET.exec(part);
    if (!m) throw new Error(`cannot read set "${part}"`);
    const set = [Number(m[1]), Number(m[2])];
    checkSet(set[0], set[1], part);
    return set;
  });
  if (sets.length < 2 || sets.length > 3) throw new Error(`a match is best of three sets: ${text}`);
  return sets;
}

/** 'challenger' or 'opponent', whoever won two sets. */
export function matchWinner(sets) {
  let challenger = 0;
  let opponent = 0;
  for (const [a, b] of sets) {
    if (a > b) challenger += 1;
    else opponent += 1;
  }
  if (challenger === 2) return 'challenger';
  if (opponent === 2) return 'opponent';
  throw new Error('nobody won two sets');
}
