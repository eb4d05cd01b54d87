import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { buildApp } from './http/app.js';
import { seed } from './seed/index.js';
import { startMaintenance } from './maintenance.js';

/**
 * `npm start` ends here: open the database (PGlite under DATA_DIR, or DATABASE_URL), apply migrations, seed on
 * first start, serve. SIGINT/SIGTERM close the server first (in-flight requests finish, for at most ten seconds),
 * then the database, so every acknowledged write is on disk when the process exits.
 */
const config = readConfig();
// PGLITE_TEMPLATE: the test suites' migrated, empty embedded database to start a new DATA_DIR from (README.md, Tests).
const db = await openDatabase({
  databaseUrl: config.databaseUrl, dataDir: config.dataDir, templateFile: process.env.PGLITE_TEMPLATE || undefined,
});
await migrate(db);
const seeded = await seed(db, config);
const app = await buildApp({ config, db, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const stopMaintenance = await startMaintenance(db, config, (error) => app.log.error({ err: error }, 'maintenance failed'));
await app.listen({ port: config.port, host: config.host });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`Baukasten läuft auf http://${host.includes(':') ? `[${host}]` : host}:${port}`);
if (seeded) {
  console.log(`Erster Start: Demo-Mandant "${seeded.tenantId}" angelegt.`);
  console.log(`Admin-Login: ${seeded.adminEmail}`);
  if (seeded.generatedPassword) console.log(`Admin-Passwort (wird nur jetzt angezeigt): ${seeded.generatedPassword}`);
  console.log(`Demo-Kundin: ${seeded.shopperEmail}`);
  if (seeded.generatedShopperPassword) console.log(`Demo-Kundin-Passwort (wird nur jetzt angezeigt): ${seeded.generatedShopperPassword}`);
}

/**
 * How long requests under way get to finish when the server stops; then every connection still open is cut (an
 * event stream, a client that never finishes its request), so a stop or restart never waits forever.
 */
const SHUTDOWN_GRACE_MS = 10_000;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: Baukasten wird beendet …`);
  try {
    stopMaintenance();
    const cut = setTimeout(() => {
      console.warn(`Nach ${SHUTDOWN_GRACE_MS / 1000} s noch offene Verbindungen: sie werden getrennt.`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    await app.close();
    clearTimeout(cut);
    await db.close();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
