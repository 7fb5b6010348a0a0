export * from './units';
export * from './sounding';
export * from './thermo';
export * from './indices';
export * from './wind';
