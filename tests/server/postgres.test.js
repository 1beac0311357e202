// The same schema and queries on a real PostgreSQL server (DATABASE_URL), as a venue that has
// outgrown one process would run them. The test makes its own cluster on a free port and
// removes it afterwards. CI installs Debian's postgresql; without it this test fails, saying so.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT, get, login, post, startServer } from './helpers.js';

const root = '/usr/lib/postgresql';
const version = existsSync(root) ? readdirSync(root).find((v) => existsSync(join(root, v, 'bin', 'initdb'))) : undefined;
const bin = (name) => join(root, version, 'bin', name);
const asRoot = process.getuid?.() === 0;
/** initdb and postgres refuse to run as root: run them as the postgres user then. */
const command = (name, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', bin(name), ...args]] : [bin(name), args]);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

let dir;
let postgres;
let api;

beforeAll(async () => {
  if (!version) return;
  dir = mkdtempSync(join(tmpdir(), 'venue-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const [initCmd, initArgs] = command('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'venue', '--no-sync']);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [cmd, args] = command('postgres', ['-D', join(dir, 'data'), '-p', String(port), '-k', dir, '-h', '127.0.0.1', '-F']);
  postgres = spawn(cmd, args, { stdio: 'ignore' });
  const url = `postgres://venue@127.0.0.1:${port}/postgres`;
  for (let i = 0; ; i++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('CREATE DATABASE venue');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (i > 100) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  api = await startServer({ databaseUrl: `postgres://venue@127.0.0.1:${port}/venue` });
}, 60_000);

afterAll(async () => {
  await api?.stop();
  if (postgres) {
    // runuser does not pass signals on: pg_ctl stops the server itself
    const stopped = new Promise((resolve) => postgres.once('exit', resolve));
    const [cmd, args] = command('pg_ctl', ['stop', '-D', join(dir, 'data'), '-m', 'immediate', '-w']);
    spawnSync(cmd, args, { stdio: 'ignore' });
    await Promise.race([stopped, new Promise((r) => setTimeout(r, 5000))]);
    postgres.kill('SIGKILL');
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('on a real PostgreSQL server', () => {
  it('PostgreSQL is installed (CI installs it: apt-get install postgresql)', () => {
    expect(version, 'PostgreSQL is missing: apt-get install postgresql').toBeTruthy();
  });

  it('migrates, seeds and answers as on PGlite', async () => {
    const tables = await api.db.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
    expect(tables[0].n).toBeGreaterThan(30);
    const { access_token: token } = await login(api);
    expect((await get(api, '/api/v1/cognito/user/authUser', { token })).body.email).toBe('demo@venue.example');
    const d = new Date();
    const start = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
    const end = new Date(d.getFullYear(), d.getMonth() + 1, 1);
    const calendar = await get(
      api,
      `/api/v1/lakeside/event/calendar?start=${start}&end=${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-01`,
    );
    expect(calendar.body.length).toBeGreaterThan(5);
    expect(calendar.body[0].start).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const cart = await post(api, '/api/v1/sell/cart/cartAdd', { sku: 'CAP-RED', qty: 2 });
    expect(cart.body.subtotal).toBe(60);
    const gql = await post(api, '/graphql', { query: '{ lakesideVenues { name colour } cognitoPage(url: "about") { name } }' });
    expect(gql.body.data.cognitoPage.name).toBe('About');
    const refreshed = await post(api, '/api/v1/cognito/user/refreshToken', {
      refresh_token: (await login(api)).refresh_token,
      fingerprint: FINGERPRINT,
    });
    expect(refreshed.status).toBe(200);
  });

  it('a failed write leaves nothing half-done (transactions)', async () => {
    const before = (await api.db.one('SELECT count(*)::int AS n FROM users')).n;
    await expect(
      api.db.tx(async (t) => {
        await t.query(`INSERT INTO users (email) VALUES ('half@venue.example')`);
        await t.query('INSERT INTO users (email) VALUES (NULL)');
      }),
    ).rejects.toThrow();
    expect((await api.db.one('SELECT count(*)::int AS n FROM users')).n).toBe(before);
  });
});
