import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installBrowserCookies } from './browser-cookies.js';
import { migratedTemplateFile } from './pglite-template.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_SHOPPER_EMAIL, TEST_SHOPPER_PASSWORD } from './credentials.js';
import { tsxArgs } from '../../scripts/widget-list/tsx.mjs';

/**
 * Starts the real server (`server/main.ts`) on a free port with a fresh embedded database, like `npm start`
 * does, so front-end tests talk real HTTP to the real API. Login attempts are limited to LOGIN_RATE_MAX. The API
 * tests use the in-process server of `harness.ts` instead, which they can configure and reach into.
 */
export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  adminEmail: string;
  adminPassword: string;
  /** The seeded demo shopper (SHOPPER_PASSWORD). */
  shopperEmail: string;
  shopperPassword: string;
  stop(): Promise<void>;
}

// import.meta.url rather than __dirname: browser tests (ES modules) start it too.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  installBrowserCookies();
  const work = mkdtempSync(path.join(os.tmpdir(), 'baukasten-web-test-'));
  const adminEmail = TEST_ADMIN_EMAIL;
  const adminPassword = TEST_ADMIN_PASSWORD;
  const shopperEmail = TEST_SHOPPER_EMAIL;
  const shopperPassword = TEST_SHOPPER_PASSWORD;
  // The new DATA_DIR starts from the migrated template instead of running initdb (about 10 s on a busy machine).
  const pgliteTemplate = await migratedTemplateFile();
  const server: ChildProcess = spawn(process.execPath, tsxArgs('server/main.ts'), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      STATIC_DIR: path.join(work, 'dist'),
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      SHOPPER_PASSWORD: shopperPassword,
      // The cheap password hashing of the test suites (server/auth/passwords.ts); only honoured under Vitest.
      TEST_PASSWORD_COST: 'low',
      DATABASE_URL: '',
      PGLITE_TEMPLATE: pgliteTemplate,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    origin,
    adminEmail,
    adminPassword,
    shopperEmail,
    shopperPassword,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        // The server cuts open connections ten seconds after SIGTERM (server/main.ts); one that still has not
        // ended after more than that is killed, so a test's afterAll never waits forever.
        const kill = setTimeout(() => server.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(kill);
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
