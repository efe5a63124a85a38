/**
 * What one client (one network address) may ask of the server. Each limit is sized so that a
 * person, a household behind one router or a table of bots never meets it, while one address
 * flooding the server is cut down to a share that costs the others nothing visible.
 * SECURITY.md explains each figure.
 */
export interface ClientLimits {
  /** Matches one address may create in a burst, then per minute. */
  matchCreationBurst: number;
  matchCreationsPerMinute: number;
  /** Sockets one address may hold open at once. */
  socketsPerAddress: number;
  /** New socket connections one address may open in a burst, then per second. */
  connectionBurst: number;
  connectionsPerSecond: number;
  /** Messages one socket may send in a burst, then per second. */
  socketMessageBurst: number;
  socketMessagesPerSecond: number;
  /** Messages all the sockets of one address may send together, in a burst, then per second. */
  addressMessageBurst: number;
  addressMessagesPerSecond: number;
  /** Refused messages after which a socket that will not slow down is disconnected. */
  refusalsBeforeDisconnect: number;
  /** Failed logins one address may make in a burst, then per minute (then 429). */
  loginFailureBurst: number;
  loginFailuresPerMinute: number;
  /** Failed logins to one account name, from anywhere, in a burst, then per minute. */
  nameLoginFailureBurst: number;
  nameLoginFailuresPerMinute: number;
  /** Accounts one address may register in a burst, then per minute (each costs a slow hash). */
  registrationBurst: number;
  registrationsPerMinute: number;
  /** Behind a reverse proxy: the client's address is the last one of X-Forwarded-For. */
  trustProxy: boolean;
}

export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  matchCreationBurst: 40,
  matchCreationsPerMinute: 20,
  socketsPerAddress: 20,
  connectionBurst: 30,
  connectionsPerSecond: 2,
  socketMessageBurst: 40,
  socketMessagesPerSecond: 20,
  addressMessageBurst: 80,
  addressMessagesPerSecond: 40,
  refusalsBeforeDisconnect: 200,
  loginFailureBurst: 20,
  loginFailuresPerMinute: 10,
  nameLoginFailureBurst: 10,
  nameLoginFailuresPerMinute: 2,
  registrationBurst: 10,
  registrationsPerMinute: 2,
  trustProxy: false,
};

/**
 * No limit worth the name: for the flood benchmark's comparison without limits. (The load
 * benchmark keeps the real limits and spreads its clients over loopback addresses.)
 */
export const UNLIMITED: Omit<ClientLimits, 'trustProxy'> = {
  matchCreationBurst: 1e9,
  matchCreationsPerMinute: 1e9,
  socketsPerAddress: 1e9,
  connectionBurst: 1e9,
  connectionsPerSecond: 1e9,
  socketMessageBurst: 1e9,
  socketMessagesPerSecond: 1e9,
  addressMessageBurst: 1e9,
  addressMessagesPerSecond: 1e9,
  refusalsBeforeDisconnect: 1e9,
  loginFailureBurst: 1e9,
  loginFailuresPerMinute: 1e9,
  nameLoginFailureBurst: 1e9,
  nameLoginFailuresPerMinute: 1e9,
  registrationBurst: 1e9,
  registrationsPerMinute: 1e9,
};

/**
 * `CLIENT_LIMITS`: unset (the defaults), `off` (flood benchmarks only; the server warns at start)
 * or JSON overriding some fields, e.g. `{"socketsPerAddress":64}`. `TRUST_PROXY=1` behind nginx
 * and the like.
 */
export function clientLimitsFrom(env: NodeJS.ProcessEnv): ClientLimits {
  const trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
  const setting = env.CLIENT_LIMITS?.trim();
  if (!setting) return { ...DEFAULT_CLIENT_LIMITS, trustProxy };
  if (setting === 'off') return { ...UNLIMITED, trustProxy };
  let overrides: unknown;
  try {
    overrides = JSON.parse(setting);
  } catch {
    throw new Error(`CLIENT_LIMITS must be "off" or a JSON object, not ${setting}`);
  }
  return withLimits(overrides, trustProxy);
}

function withLimits(overrides: unknown, trustProxy: boolean): ClientLimits {
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides))
    throw new Error('CLIENT_LIMITS must be a JSON object');
  const limits: ClientLimits = { ...DEFAULT_CLIENT_LIMITS, trustProxy };
  for (const [key, value] of Object.entries(overrides)) {
    if (!Object.hasOwn(DEFAULT_CLIENT_LIMITS, key) || key === 'trustProxy')
      throw new Error(`CLIENT_LIMITS: there is no limit called "${key}"`);
    if (typeof value !== 'number' || !(value > 0))
      throw new Error(`CLIENT_LIMITS: ${key} must be a positive number`);
    (limits as unknown as Record<string, number>)[key] = value;
  }
  return limits;
}
