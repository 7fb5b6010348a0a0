// Conductivity and volume units used across the dosing code.
//
// Nutrient strength is measured as electrical conductivity (EC, in mS/cm).
// Many meters show "ppm" instead, which is EC times a scale that depends on
// the meter: 500 (the "NaCl" or Hanna scale) or 700 (the "442" or Truncheon
// scale).

export const PPM_SCALES = Object.freeze({ 500: 500, 700: 700 });

export function ecToPpm(ec, scale = 500) {
  if (!(scale in PPM_SCALES)) throw new RangeError(`unknown ppm scale ${scale}`);
  return Math.round(ec * scale);
}

export function ppmToEc(ppm, scale = 500) {
  if (!(scale in PPM_SCALES)) throw new RangeError(`unknown ppm scale ${scale}`);
  return round(ppm / scale, 2);
}

export const LITRES_PER_US_GALLON = 3.78541;

export function gallonsToLitres(gallons) {
  return round(gallons * LITRES_PER_US_GALLON, 1);
}

export function round(value, places = 1) {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}
