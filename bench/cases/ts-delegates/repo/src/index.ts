export * from './dates';
export * from './money';
export * from './tickets';
export * from './discounts';
export * from './registration';
