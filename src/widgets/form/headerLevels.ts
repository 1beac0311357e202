import type { FormField } from './fields';

/**
 * Where a form's headers sit in the page's outline, field by field (undefined for what is not a
 * header). A form sits under its page's h1 (the site's, or the host page's around the element), so
 * its shallowest header is an h2 and the others keep the distance their author gave them below it,
 * never more than one level below the header before. The author's level still sets the size.
 */
export function headerLevels(fields: readonly Pick<FormField, 'level'>[]): (number | undefined)[] {
  const top = Math.min(...fields.flatMap(({ level }) => (level ? [level] : [])));
  let previous = 1;
  return fields.map(({ level }) => {
    if (!level) return undefined;
    previous = Math.min(2 + level - top, previous + 1);
    return previous;
  });
}
