// The database behind the reference back end: PGlite (PostgreSQL in WebAssembly) in a data
// folder by default, or a real PostgreSQL server when a connection string is given. Both run the
// same SQL; migrations in ./migrations are applied in order, each in its own transaction.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));
const SEED = fileURLToPath(new URL('./seed/', import.meta.url));
const DAY_MS = 24 * 3600_000;

/**
 * Creating a PGlite cluster (its initdb), migrating and seeding it cost a second or more of CPU;
 * copying one costs a tenth of a second, and opening the copy two thirds of one. The first cluster
 * made on a machine is kept, migrated and seeded, as a template under node_modules/.cache, and
 * every new data folder starts as a copy of it. Its name holds what its content depends on: the
 * PGlite version, the migrations and the seed (their text) and the day (the seed's dates are
 * relative to today); templates of another name are removed once a day old.
 */
function templateDir() {
  const modules = new URL('../../node_modules/', import.meta.url);
  const { version } = JSON.parse(readFileSync(new URL('@electric-sql/pglite/package.json', modules), 'utf8'));
  const sources = createHash('sha256');
  for (const folder of [MIGRATIONS, SEED]) {
    for (const file of readdirSync(folder).sort()) sources.update(`${file}\0`).update(readFileSync(folder + file));
  }
  const today = new Date();
  const day = `${today.getFullYear()}-${today.getMonth() + 1}-${today.getDate()}`;
  return fileURLToPath(new URL(`.cache/venue-pglite/${version}-${day}-${sources.digest('hex').slice(0, 12)}`, modules));
}

/** Makes the seeded template if it is missing (npm start and npm test call this at set-up). */
export async function prepareTemplate() {
  const template = templateDir();
  if (existsSync(`${template}/PG_VERSION`)) return template;
  const [{ PGlite }, { seed }] = await Promise.all([import('@electric-sql/pglite'), import('./seed/seed.js')]);
  const building = `${template}.${process.pid}`;
  mkdirSync(building, { recursive: true });
  const db = await openCluster(new PGlite(building));
  await migrate(db);
  await seed(db);
  await db.close();
  rmSync(template, { recursive: true, force: true });
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another process made it first
  }
  const templates = dirname(template);
  for (const other of readdirSync(templates)) {
    const path = join(templates, other);
    const made = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now(); // another process may remove it first
    if (path !== template && Date.now() - made > DAY_MS) rmSync(path, { recursive: true, force: true });
  }
  return template;
}

/**
 * @typedef {{ query: (sql: string, params?: unknown[]) => Promise<any[]>,
 *   one: (sql: string, params?: unknown[]) => Promise<any>,
 *   tx: <T>(fn: (db: Db) => Promise<T>) => Promise<T>,
 *   close: () => Promise<void> }} Db
 */

/** Opens the database: `databaseUrl` (PostgreSQL) wins over `dataDir` (PGlite). */
export async function openDb({ dataDir, databaseUrl }) {
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
  await migrate(db);
  return db;
}

async function openPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir && !existsSync(`${dataDir}/pg/PG_VERSION`)) {
    mkdirSync(dataDir, { recursive: true });
    cpSync(await prepareTemplate(), `${dataDir}/pg`, { recursive: true });
  }
  return openCluster(new PGlite(dataDir ? `${dataDir}/pg` : undefined));
}

/** A PGlite cluster as a Db. */
async function openCluster(pg) {
  await pg.waitReady;
  // PGlite runs one statement at a time; a transaction holds it, so queries made outside a
  // transaction simply wait for it, as they would for a lock on a real server.
  const wrap = (runner) => ({
    query: async (sql, params = []) => (await runner.query(sql, params)).rows,
    one: async (sql, params = []) => (await runner.query(sql, params)).rows[0],
    exec: (sql) => runner.exec(sql),
  });
  const db = {
    ...wrap(pg),
    tx: (fn) => pg.transaction((t) => fn({ ...wrap(t), tx: (inner) => inner(db) })),
    close: () => pg.close(),
  };
  return db;
}

async function openPostgres(databaseUrl) {
  const { default: pgModule } = await import('pg');
  // Dates and timestamps come back as text, as from PGlite with the parsers below.
  const pool = new pgModule.Pool({ connectionString: databaseUrl, max: 8 });
  const wrap = (client) => ({
    query: async (sql, params = []) => (await client.query(sql, params)).rows,
    one: async (sql, params = []) => (await client.query(sql, params)).rows[0],
    exec: (sql) => client.query(sql),
  });
  const db = {
    ...wrap(pool),
    tx: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const inner = { ...wrap(client) };
        inner.tx = (nested) => nested(inner);
        const result = await fn(inner);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return db;
}

/** Applies every migration not yet recorded in schema_migrations, each in a transaction. */
export async function migrate(db) {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = readdirSync(MIGRATIONS)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(MIGRATIONS + file, 'utf8');
    await db.tx(async (t) => {
      await t.exec(sql);
      await t.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
  }
}
