// Imports `.css` files as minified text: one string per file, turned into one shared
// CSSStyleSheet at run time by src/ui/styles.ts. Works as a Rollup and a Vite plugin.
import { transform } from 'esbuild';

export default function cssText() {
  return {
    name: 'css-text',
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const { code: css } = await transform(code, { loader: 'css', minify: true });
      return { code: `export default ${JSON.stringify(css.trim())};`, map: { mappings: '' } };
    },
  };
}
