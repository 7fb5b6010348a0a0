'use strict';

// The finds register: small finds and bulk finds with a date range from
// specialist reports, e.g.
//   SF012 1004 coin 1279-1307
//   BF031 1006 pottery 1150-1250

const LINE_RE = /^(SF|BF)(\d+)\s+(\d+)\s+(\S+)\s+(-?\d+)\s*-\s*(-?\d+)$/;

function parseFind(line) {
  const m = LINE_RE.exec(line.trim());
  if (!m) throw new SyntaxError(`cannot read find ${JSON.stringify(line)}`);
  const [, kind, number, context, material, from, to] = m;
  const find = {
    ref: `${kind}${number}`,
    small: kind === 'SF',
    context: Number(context),
    material,
    from: Number(from),
    to: Number(to),
  };
  if (find.from > find.to) throw new RangeError(`${find.ref}: date range ${from}-${to} runs backwards`);
  return find;
}

function parseRegister(text) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map(parseFind);
}

// Terminus post quem of each context: the context was formed no earlier than
// the earliest date its latest find could have been made.
function tpqByContext(finds) {
  const tpq = new Map();
  for (const f of finds) {
    const current = tpq.get(f.context);
    if (current === undefined || f.from > current) tpq.set(f.context, f.from);
  }
  return tpq;
}

module.exports = { parseFind, parseRegister, tpqByContext };
