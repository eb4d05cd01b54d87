export * from './ids';
export * from './expand';
export * from './cycles';
export * from './usages';
export * from './extract';
export * from './detach';
