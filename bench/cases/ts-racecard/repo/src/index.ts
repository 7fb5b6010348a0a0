export * from './odds';
export * from './race';
export * from './placeTerms';
export * from './rule4';
export * from './settle';
export * from './slip';
export * from './ledger';
