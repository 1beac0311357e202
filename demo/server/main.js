// `npm run server`: the reference back end on PORT (8787) over DATA_DIR (demo/.data), or over
// PostgreSQL when DATABASE_URL is set. An empty data folder seeds itself.
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
});
console.log(`venue back end: ${api.url} (ready ${Math.round(process.uptime() * 1000)} ms after start; outbox ${api.url}/dev/outbox)`);
const stop = () => api.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
