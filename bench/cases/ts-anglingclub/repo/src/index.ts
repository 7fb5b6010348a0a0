export * from './weights';
export * from './members';
export * from './permits';
export * from './catches';
export * from './matches';
export * from './league';
