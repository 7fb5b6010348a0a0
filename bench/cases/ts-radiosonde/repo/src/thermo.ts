import { toKelvin, toCelsius } from './units';

const MAGNUS_A = 17.625;
const MAGNUS_B = 243.04; // °C

/** Saturation vapour pressure (hPa) over water, Magnus formula. */
export function saturationVapourPressure(tempC: number): number {
  return 6.1094 * Math.exp((MAGNUS_A * tempC) / (tempC + MAGNUS_B));
}

/** Relative humidity (%) from temperature and dew point. */
export function relativeHumidity(tempC: number, dewpointC: number): number {
  return (100 * saturationVapourPressure(dewpointC)) / saturationVapourPressure(tempC);
}

/** Dew point (°C) from temperature and relative humidity (%). */
export function dewpointFromRh(tempC: number, rh: number): number {
  const gamma = Math.log(rh / 100) + (MAGNUS_A * tempC) / (MAGNUS_B + tempC);
  return (MAGNUS_B * gamma) / (MAGNUS_A - gamma);
}

/** Potential temperature (°C) of air at tempC and pressure hPa, brought to 1000 hPa. */
export function potentialTemperature(tempC: number, pressure: number): number {
  return toCelsius(toKelvin(tempC) * (1000 / pressure) ** 0.2857);
}
