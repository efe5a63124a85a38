/**
 * The socket.io server on the HTTP server: browsers only from the allowed origins (or this
 * server's own address), and each client address within its budget of open connections.
 */
import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import { clientAddress } from '../../security/client-address';
import type { ClientLimits } from '../../security/client-limits';
import { SocketAdmission } from '../../security/socket-admission';

function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function socketServer(
  server: HttpServer,
  origins: readonly string[],
  limits: ClientLimits,
): SocketServer {
  const admission = new SocketAdmission(limits);
  // The stock server passes `origins` under a name socket.io 4 ignores (and answers `*`).
  const io = new SocketServer(server, {
    cors: { origin: [...origins], credentials: true },
    // Browsers are let in from the configured origins or from this server's own address
    // (the web app it serves); clients without an Origin header are not browsers.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      if (
        origin !== undefined &&
        !origins.includes(origin) &&
        !isSameOrigin(origin, request.headers.host)
      )
        return callback(`Connections from ${origin.slice(0, 100)} are not allowed.`, false);
      // Refused before any socket exists: the cheapest place to turn a flood away.
      const crowded = admission.whyRefused(clientAddress(request, limits.trustProxy));
      callback(crowded ?? null, crowded === undefined);
    },
    pingTimeout: 20_000,
    pingInterval: 10_000,
    maxHttpBufferSize: 100_000,
  });
  io.engine.on(
    'connection',
    (connection: { request: any; close(): void; once(e: string, f: () => void): void }) => {
      const address = clientAddress(connection.request, limits.trustProxy);
      if (!admission.open(address)) return connection.close();
      connection.once('close', () => admission.closed(address));
    },
  );
  return io;
}
