// Lengths are kept in metres and money in pence; visitors and old berth
// plans still give feet.

export const FEET_PER_METRE = 3.28084;

export function feetToMetres(feet) {
  return feet / FEET_PER_METRE;
}

export function metresToFeet(metres) {
  return metres * FEET_PER_METRE;
}

export function roundTo(value, places = 2) {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

export function formatMoney(pence) {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  const pounds = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}£${pounds.toLocaleString('en-GB')}.${rest}`;
}

export function parseLength(text) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(m|ft|')?\s*$/i.exec(String(text));
  if (!match) {
    throw new Error(`not a length: ${text}`);
  }
  const value = Number(match[1]);
  const unit = (match[2] || 'm').toLowerCase();
  return unit === 'm' ? value : feetToMetres(value);
}
