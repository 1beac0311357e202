import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative asset addresses: run.mjs serves the build from wherever it put it.
export default defineConfig({ base: './', plugins: [react()] });
