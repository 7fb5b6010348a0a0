export * from './types';
export * from './leaf';
export * from './coverage';
export * from './size';
export * from './tarnish';
export * from './estimate';
