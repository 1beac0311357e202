/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/site/registry';
import type { AnyDefinition } from '../../src/ui/definition';

/** Every definition in the widgets' folders, by what their modules export (not by the registry's list). */
const modules = import.meta.glob<Record<string, unknown>>('../../src/widgets/*/index.ts', { eager: true });
const definitions = Object.values(modules)
  .flatMap((exports) => Object.values(exports))
  .filter((value): value is AnyDefinition => typeof value === 'object' && value !== null && 'tag' in value && 'load' in value);

describe("the site's registry of widget kinds", () => {
  it('lists every kind a definition says it renders, and no other', () => {
    const declared = definitions.flatMap((definition) => definition.kinds ?? []);
    expect([...registry.kinds()].sort()).toEqual([...new Set(declared)].sort());
  });

  it('imports, for each kind, the definition that declares it', async () => {
    for (const kind of registry.kinds()) {
      const definition = await registry.moduleFor(kind)!();
      expect(definition.kinds, kind).toContain(kind);
      expect(definitions, kind).toContain(definition);
    }
  });

  it("takes an event type's page by its model, and by its tag from a rendered page's state", async () => {
    const byModel = await registry.moduleFor('Lakeside/event_title', { model: 'EventType' })!();
    const byTag = await registry.moduleOfRendered('venue-event-type')!();
    expect(byModel.tag).toBe('venue-event-type');
    expect(byTag).toBe(byModel);
    expect((await registry.moduleFor('Lakeside/event_title')!()).tag).toBe('venue-event');
  });

  it('knows nothing of a kind no definition declares', () => {
    expect(registry.moduleFor('Lakeside/not_a_widget')).toBeUndefined();
    expect(registry.moduleOfRendered('venue-nothing')).toBeUndefined();
  });

  it('loads every definition for a server, each once', async () => {
    const all = await registry.all();
    expect(new Set(all).size).toBe(all.length);
    for (const definition of definitions.filter((d) => d.kinds?.length)) expect(all).toContain(definition);
  });
});
