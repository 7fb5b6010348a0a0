/** Specific gas constant of dry air, J/(kg·K). */
export const R_AIR = 287.05;

/** ICAO standard atmosphere at mean sea level. */
export const SEA_LEVEL_PRESSURE_PA = 101_325;
export const SEA_LEVEL_TEMP_C = 15;

/** Temperature lapse rate in the troposphere, °C per metre. */
export const LAPSE_RATE_C_PER_M = 0.0065;

export function celsiusToKelvin(tempC: number): number {
  return tempC + 273.15;
}

/** Pressure (Pa) at an altitude (m above mean sea level) in the standard atmosphere. */
export function pressureAt(altitudeM: number): number {
  return SEA_LEVEL_PRESSURE_PA * Math.pow(1 - 2.25577e-5 * altitudeM, 5.25588);
}

/** Standard-atmosphere temperature (°C) at an altitude (m above mean sea level). */
export function standardTempAt(altitudeM: number): number {
  return SEA_LEVEL_TEMP_C - LAPSE_RATE_C_PER_M * altitudeM;
}

/**
 * Temperature (°C) `heightM` metres above a point where it is `baseTempC`,
 * cooling at the standard lapse rate.
 */
export function tempAbove(baseTempC: number, heightM: number): number {
  return baseTempC - LAPSE_RATE_C_PER_M * heightM;
}

/** Density (kg/m³) of air at a pressure (Pa) and temperature (°C). */
export function airDensity(pressurePa: number, tempC: number): number {
  return pressurePa / (R_AIR * celsiusToKelvin(tempC));
}
