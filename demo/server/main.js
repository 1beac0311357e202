// `npm run server`: the reference back end on PORT (8787) over DATA_DIR (demo/.data), or over
// PostgreSQL when DATABASE_URL is set. An empty data folder seeds itself. `npm run server -- --strict`
// (or VENUE_STRICT=1) holds it to the contract alone (README.md: Strict mode).
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';

const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../.data', import.meta.url));
const api = await createApp({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  siteUrl: process.env.SITE_URL,
  corsOrigins: process.env.CORS_ORIGINS?.split(',').map((s) => s.trim()),
  quiet: process.env.NODE_ENV === 'test',
  strict: process.argv.includes('--strict') || ['1', 'true'].includes(process.env.VENUE_STRICT ?? ''),
});
console.log(
  `venue back end${api.strict ? ' (strict: the contract alone)' : ''}: ${api.url} (ready ${Math.round(process.uptime() * 1000)} ms after start; outbox ${api.url}/dev/outbox)`,
);
const stop = () => api.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
