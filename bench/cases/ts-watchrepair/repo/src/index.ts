export * from './movements';
export * from './timegrapher';
export * from './standards';
export * from './quote';
export * from './jobs';
export * from './ticket';
