// Meteor showers by their IAU code, with the population index r of the IMO working list:
// how many times more meteors there are one magnitude fainter.

export const SHOWERS = {
  QUA: { name: 'Quadrantids', r: 2.1 },
  LYR: { name: 'April Lyrids', r: 2.1 },
  ETA: { name: 'eta Aquariids', r: 2.4 },
  PER: { name: 'Perseids', r: 2.2 },
  KCG: { name: 'kappa Cygnids', r: 3.0 },
  ORI: { name: 'Orionids', r: 2.5 },
  LEO: { name: 'Leonids', r: 2.5 },
  GEM: { name: 'Geminids', r: 2.6 },
  URS: { name: 'Ursids', r: 3.0 },
  SPO: { name: 'sporadic', r: 3.0 },
};

export function shower(code) {
  const entry = SHOWERS[code.toUpperCase()];
  if (!entry) throw new Error(`unknown shower ${code}`);
  return { code: code.toUpperCase(), ...entry };
}

export const isSporadic = (code) => code.toUpperCase() === 'SPO';
