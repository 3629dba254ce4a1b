// Issue 6: the registry is the one list read by the model tests, `npm run paths`, the lint and the Explorer.
import { describe, expect, it } from 'vitest';
import { getTenant, TENANT_IDS } from '../../tenants/tenants';
import { actorNames } from '../../flows/flow-actor';
import { machineInventory } from '../../flows/flow-model';
import { generatePaths, samplesFor } from '../../flows/flow-paths';
import { findFlow, flowRegistry } from './flow-registry';
import flowsEs from '../../i18n/locales/es/flows.json';
import flowsPtBr from '../../i18n/locales/pt-BR/flows.json';

type Catalog = Record<string, { name?: string; description?: string } | undefined>;

describe('flow registry', () => {
  it('holds each flow once, under a kebab-case name, with a description', () => {
    expect(flowRegistry.length).toBeGreaterThan(0);
    const names = flowRegistry.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of flowRegistry) {
      expect(entry.name).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(entry.description.length).toBeGreaterThan(10);
      expect(findFlow(entry.name)).toBe(entry);
    }
    expect(findFlow('no-such-flow')).toBeUndefined();
  });

  it('registers every flow entry defined in a *.flow.ts (issue 29: a flow left out of the registry has no model test)', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../**/*.flow.ts', { eager: true });
    const registered = new Set<unknown>(flowRegistry);
    const defined = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'object' && value !== null && 'machine' in value && 'driver' in value)
        .map(([name, value]) => ({ where: `${file} ${name}`, value })),
    );
    expect(defined.length).toBeGreaterThanOrEqual(flowRegistry.length);
    expect(defined.filter((d) => !registered.has(d.value)).map((d) => d.where)).toEqual([]);
  });

  describe.each(flowRegistry.map((e) => [e.name, e] as const))('%s', (_name, entry) => {
    it('has a name and a description for product owners in es and pt-BR (issue 16: the Explorer speaks the page language)', () => {
      for (const catalog of [flowsEs.catalog, flowsPtBr.catalog] as Catalog[]) {
        expect(catalog[entry.name]?.name?.length).toBeGreaterThan(2);
        expect(catalog[entry.name]?.description?.length).toBeGreaterThan(10);
      }
      expect((flowsPtBr.catalog as Catalog)[entry.name]?.description).not.toBe(
        (flowsEs.catalog as Catalog)[entry.name]?.description,
      );
    });

    it('names only actors the machine invokes, and only delays it uses', () => {
      const invoked = new Set(
        Object.values(entry.machine.implementations.actors).length
          ? Object.keys(entry.machine.implementations.actors)
          : [],
      );
      for (const actor of actorNames(entry)) expect(invoked, `actor ${actor}`).toContain(actor);
      const delays = Object.keys(entry.machine.implementations.delays);
      for (const delay of Object.keys(entry.delays)) expect(delays, `delay ${delay}`).toContain(delay);
    });

    it('reaches every state of its machine from its samples (over all tenants)', () => {
      const reached = new Set<string>();
      for (const tenant of TENANT_IDS) {
        expect(() => entry.input(getTenant(tenant))).not.toThrow();
        expect(samplesFor(entry, tenant).length).toBeGreaterThan(0);
        for (const path of generatePaths(entry, { tenant, kind: 'shortest' })) {
          for (const id of [...path.initialStateIds, ...path.steps.flatMap((s) => s.stateIds)]) reached.add(id);
        }
      }
      // a transient state (left at once through `always`) never rests in a snapshot; its exits are counted instead
      const transient = (id: string) => (entry.machine.getStateNodeById(id).always ?? []).length > 0;
      expect(machineInventory(entry.machine).states.filter((id) => !reached.has(id) && !transient(id))).toEqual([]);
    }, 60_000);
  });
});
