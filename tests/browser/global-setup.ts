import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsxArgs } from '../../scripts/widget-list/tsx.mjs';
import { buildWebApp } from '../../scripts/build-web.mjs';
import { migratedTemplateFile } from '../../server/test/pglite-template';

/**
 * Builds the web app (unless E2E_BUILD_DIR names a finished build) and starts `server/main.ts` on a free port
 * with a fresh DATA_DIR. Exposes E2E_BASE_URL, E2E_STATIC_DIR (the build), E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD and E2E_SHOPPER_PASSWORD (the demo shopper's,
 * set through SHOPPER_PASSWORD) to the tests.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'baukasten-e2e-'));
  let buildDir = process.env.E2E_BUILD_DIR;
  if (!buildDir || !existsSync(path.join(buildDir, 'index.html'))) {
    buildDir = path.join(work, 'dist');
    buildWebApp(buildDir, { logLevel: 'warn' }); // with the server rendering bundle beside it (dist-ssr)
  }
  const adminEmail = 'admin@example.com';
  const adminPassword = 'e2e-Admin-password-1';
  const shopperPassword = 'e2e-Shopper-password-1';
  const server: ChildProcess = spawn(process.execPath, tsxArgs('server/main.ts'), {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      STATIC_DIR: buildDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      SHOPPER_PASSWORD: shopperPassword,
      DATABASE_URL: '',
      // the new DATA_DIR starts from the migrated template instead of running initdb (README.md, Tests)
      PGLITE_TEMPLATE: await migratedTemplateFile(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_STATIC_DIR = buildDir; // specs that need a server of their own (other keys) serve the same build
  process.env.E2E_ADMIN_EMAIL = adminEmail;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  process.env.E2E_SHOPPER_PASSWORD = shopperPassword;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(work, { recursive: true, force: true });
  };
}
