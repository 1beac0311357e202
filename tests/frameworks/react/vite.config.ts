import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative asset addresses: run.mjs serves the build from wherever it put it. Two pages: the app
// (index.html), and the page a server rendered that the app hydrates (hydrate.html).
export default defineConfig({
  base: './',
  plugins: [react()],
  build: { rolldownOptions: { input: ['index.html', 'hydrate.html'] } },
});
