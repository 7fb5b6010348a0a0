import type { Bet, BetKind } from './settle';

const KINDS: Record<string, BetKind> = {
  win: 'win',
  w: 'win',
  'each-way': 'each-way',
  ew: 'each-way',
  'e/w': 'each-way',
};

/** Parses a counter slip line: "£5 win Lucky Star", "2.50 e/w Sea Breeze", "50p ew Kingfisher". */
export function parseSlip(line: string): Bet {
  const m = /^\s*(£?)(\d+(?:\.\d{1,2})?)(p?)\s+(\S+)\s+(.+?)\s*$/i.exec(line);
  if (!m) {
    throw new Error(`cannot read slip: "${line}"`);
  }
  const [, pound, amount, pence, kindText, horse] = m;
  if (pound && pence) {
    throw new Error(`stake in both pounds and pence: "${line}"`);
  }
  const kind = KINDS[kindText.toLowerCase()];
  if (!kind) {
    throw new Error(`unknown bet type "${kindText}"`);
  }
  const stake = pence ? Number(amount) : Math.round(Number(amount) * 100);
  if (stake <= 0) {
    throw new Error(`no stake: "${line}"`);
  }
  return { stake, kind, horse };
}
