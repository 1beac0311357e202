/**
 * The script-tag build's chunks by name. Only the entries' files carry a name (`kit-….js`); the
 * others are their hash alone, and dist/manifest.json's `names` says which is which, so the
 * browser, e2e and server-rendering suites find a chunk by the name its module gives it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let names: Record<string, string> | undefined;
const namesOf = () =>
  (names ??= (
    JSON.parse(readFileSync(fileURLToPath(new URL('../dist/manifest.json', import.meta.url)), 'utf8')) as { names: Record<string, string> }
  ).names);

/** Whether `file` (`chunks/….js`, or a URL that ends in it) is the chunk, or one of the chunks, called `name`. */
export function isChunk(name: string): (file: string) => boolean {
  return (file) => {
    const path = /chunks\/[^/?#]+\.js(?=$|[?#])/.exec(file)?.[0];
    return path !== undefined && namesOf()[path] === name;
  };
}
