export { runConformanceSuite } from './suite';
export * from './checks';
