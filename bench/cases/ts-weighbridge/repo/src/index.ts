export * from './units';
export * from './vehicles';
export * from './materials';
export * from './tickets';
export * from './pricing';
export * from './reports';
export * from './ticketPrint';
