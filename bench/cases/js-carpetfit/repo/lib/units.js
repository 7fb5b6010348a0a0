'use strict';

// Lengths are whole millimetres, money is whole pence.

const MM_PER_M = 1000;
const MM_PER_INCH = 25.4;
const INCHES_PER_FOOT = 12;

// Parse a measurement as a fitter writes it down: "4.2m", "4200mm", "420cm",
// "13ft 6in", "13' 6\"" or a bare number of millimetres.
function parseLength(text) {
  const s = String(text).trim().toLowerCase();
  let m = /^(\d+(?:\.\d+)?)\s*(mm|cm|m)?$/.exec(s);
  if (m) {
    const value = Number(m[1]);
    const unit = m[2] || 'mm';
    const factor = unit === 'm' ? MM_PER_M : unit === 'cm' ? 10 : 1;
    return Math.round(value * factor);
  }
  m = /^(\d+)\s*(?:ft|')\s*(?:(\d+(?:\.\d+)?)\s*(?:in|"))?$/.exec(s);
  if (m) {
    const inches = Number(m[1]) * INCHES_PER_FOOT + Number(m[2] || 0);
    return Math.round(inches * MM_PER_INCH);
  }
  throw new Error(`cannot read length: ${text}`);
}

function mmToM(mm) {
  return mm / MM_PER_M;
}

// Area in square metres of a rectangle given in millimetres.
function areaM2(widthMm, lengthMm) {
  return (widthMm * lengthMm) / (MM_PER_M * MM_PER_M);
}

// Round a length up to a multiple of step (both in mm).
function roundUpMm(mm, step) {
  return Math.ceil(mm / step) * step;
}

// Format pence as pounds: 123456 -> "£1,234.56".
function formatPence(pence) {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}£${pounds}.${rest}`;
}

module.exports = { parseLength, mmToM, areaM2, roundUpMm, formatPence, MM_PER_M };
