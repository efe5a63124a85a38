/** The baseline: boardgame.io's stock server (in-memory storage, stock SocketIO) with the same game. */
import { Server } from 'boardgame.io/server';
import { fixtureGames } from '../src/testing/fixture-games';

const [{ module }] = await fixtureGames();
const server = Server({ games: [module.game] as never, origins: ['http://localhost'] });
await server.run(Number(process.env.PORT));
// Exit (rather than die by the signal) on SIGTERM, so `--cpu-prof` can write its profile.
process.on('SIGTERM', () => process.exit(0));
