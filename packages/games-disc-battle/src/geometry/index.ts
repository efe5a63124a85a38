export * from './tolerance';
export * from './vector';
export * from './shapes';
export * from './grid';
export * from './path';
export * from './disc-step';
