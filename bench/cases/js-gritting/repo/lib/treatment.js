'use strict';

const ICE_RST = 1; // °C: at or below this a wet road may freeze
const COLD_RST = -5; // °C: at or below this the precautionary rate goes up

const RATES = {
  none: 0,
  precautionary: 10,
  cold: 15,
  heavy: 20,
}; // grams of salt per square metre

function treatment(domainForecast) {
  if (!domainForecast) throw new Error('no forecast');
  const { minRst, wet, snow } = domainForecast;
  if (snow) return 'heavy';
  if (!wet || minRst > ICE_RST) return 'none';
  return minRst <= COLD_RST ? 'cold' : 'precautionary';
}

function rate(kind) {
  if (!(kind in RATES)) throw new Error(`unknown treatment ${kind}`);
  return RATES[kind];
}

module.exports = { treatment, rate, RATES, ICE_RST, COLD_RST };
