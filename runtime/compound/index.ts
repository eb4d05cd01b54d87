export * from '../../model/compound/ids';
export * from './expand';
export * from '../../model/compound/cycles';
export * from './usages';
export * from './extract';
export * from './detach';
