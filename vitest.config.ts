import { defineConfig } from 'vitest/config';
import cssText from './scripts/css-text.mjs';

export default defineConfig({
  plugins: [cssText()],
  define: {
    __VERSION__: JSON.stringify('test'),
    __API_PRODUCTION__: JSON.stringify('https://api.venue.example'),
    __API_DEVELOPMENT__: JSON.stringify('http://localhost:8787'),
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
