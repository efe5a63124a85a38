/** Structured JSON logs (pino); silent unless asked for in tests. */
import { pino, type Logger } from 'pino';

export function createLogger(
  level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
): Logger {
  return pino({ level, base: { service: 'gridplay-server' } });
}
