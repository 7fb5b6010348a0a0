'use strict';

const { measureMl, servableMl } = require('./measures');

const LOW_SHARE = 0.15;

class TapList {
  constructor(lines) {
    this.lines = new Map();
    for (let n = 1; n <= lines; n += 1) {
      this.lines.set(n, null);
    }
    this.pours = [];
  }

  connect(line, beer, container) {
    this.#check(line);
    const full = servableMl(container);
    this.lines.set(line, { beer, container, full, remaining: full });
  }

  disconnect(line) {
    this.#check(line);
    const tap = this.lines.get(line);
    this.lines.set(line, null);
    return tap;
  }

  pour(line, measure, at = new Date()) {
    this.#check(line);
    const tap = this.lines.get(line);
    if (!tap) {
      throw new Error(`line ${line} is not connected`);
    }
    const ml = measureMl(measure);
    if (tap.remaining < ml) {
      throw new Error(`line ${line} (${tap.beer.name}) has only ${tap.remaining} ml left`);
    }
    tap.remaining -= ml;
    const pour = { line, beer: tap.beer.name, measure, ml, at };
    this.pours.push(pour);
    return pour;
  }

  low() {
    const out = [];
    for (const [line, tap] of this.lines) {
      if (tap && tap.remaining < tap.full * LOW_SHARE) {
        out.push({ line, beer: tap.beer.name, remaining: tap.remaining });
      }
    }
    return out;
  }

  onTap() {
    return [...this.lines.entries()]
      .filter(([, tap]) => tap)
      .map(([line, tap]) => ({ line, beer: tap.beer.name, style: tap.beer.style, abv: tap.beer.abv }));
  }

  #check(line) {
    if (!this.lines.has(line)) {
      throw new Error(`no line ${line}`);
    }
  }
}

module.exports = { TapList, LOW_SHARE };
