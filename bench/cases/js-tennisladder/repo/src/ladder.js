export const MAX_RUNGS_UP = 3;

export class Ladder {
  constructor(names) {
    const seen = new Set();
    for (const name of names) {
      if (seen.has(name)) throw new Error(`${name} is on the ladder twice`);
      seen.add(name);
    }
    this.order = [...names];
  }

  static parse(text) {
    const names = text
      .split('\n')
      .map((line) => line.replace(/^\s*\d+[.)]\s*/, '').trim())
      .filter((line) => line && !line.startsWith('#'));
    return new Ladder(names);
  }

  /** Rung of a player, 1 at the top. */
  rungOf(name) {
    const index = this.order.indexOf(name);
    if (index < 0) throw new Error(`${name} is not on the ladder`);
    return index + 1;
  }

  canChallenge(challenger, opponent) {
    const gap = this.rungOf(challenger) - this.rungOf(opponent);
    return gap >= 1 && gap <= MAX_RUNGS_UP;
  }

  /** Record a played challenge. */
  applyResult(challenger, opponent, winner) {
    if (!this.canChallenge(challenger, opponent)) {
      throw new Error(`${challenger} may not challenge ${opponent}`);
    }
    if (winner !== challenger && winner !== opponent) {
      throw new Error(`${winner} did not play`);
    }
    if (winner === opponent) return this;
    const from = this.order.indexOf(challenger);
    const to = this.order.indexOf(opponent);
    this.order.splice(from, 1);
    this.order.splice(to, 0, challenger);
    return this;
  }

  join(name) {
    if (this.order.includes(name)) throw new Error(`${name} is already on the ladder`);
    this.order.push(name);
    return this;
  }

  leave(name) {
    this.order.splice(this.rungOf(name) - 1, 1);
    return this;
  }
}
