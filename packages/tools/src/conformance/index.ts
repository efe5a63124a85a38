export { runConformanceSuite } from './suite';
export * from './checks';
export { checkSecrets, type SecretFindings } from './secrets';
