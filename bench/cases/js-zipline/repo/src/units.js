'use strict';

const KG_PER_LB = 0.45359237;

function round1(x) {
  return Math.round(x * 10) / 10;
}

/** A weight like "64kg", "64 kg" or "141lb" in kilograms. */
function parseWeight(text) {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(kg|lbs?)\s*$/i.exec(String(text));
  if (!m) throw new Error(`unreadable weight: ${text}`);
  const n = Number(m[1]);
  return m[2].toLowerCase() === 'kg' ? n : round1(n * KG_PER_LB);
}

/** A height like "152cm" or "1.52m" in centimetres. */
function parseHeight(text) {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(cm|m)\s*$/i.exec(String(text));
  if (!m) throw new Error(`unreadable height: ${text}`);
  const n = Number(m[1]);
  return m[2].toLowerCase() === 'cm' ? n : round1(n * 100);
}

module.exports = { KG_PER_LB, parseWeight, parseHeight, round1 };
