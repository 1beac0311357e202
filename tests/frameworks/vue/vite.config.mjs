import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// venue-* tags are custom elements, not Vue components. Relative asset addresses: run.mjs
// serves the build from wherever it put it.
export default defineConfig({
  base: './',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('venue-') } } })],
});
