// Issue 33 item 1: the pure parts of `npm run atlas`: which paths it walks and shoots (each state once per tenant and
// width, on the model tests' own shortest path), its options, and the gallery's HTML.
import { describe, expect, it } from 'vitest';
import { generatePaths, type PlanPath, type PlanStep } from '../../src/flows/flow-paths';
import { fixtureFlow } from './fixtures/fixture-flow';
import { ATLAS_USAGE, parseAtlasArgs } from './atlas-args';
import { escapeHtml, indexHtml, machineHtml, nodeLinks, type AtlasMachine, type AtlasManifest } from './atlas-html';
import { atlasStates, atlasWalks, stateSlug } from './atlas-plan';

const step = (type: string, state: string): PlanStep => ({
  kind: 'user',
  event: { type },
  description: type,
  state,
  stateIds: [`m.${state}`],
});
const path = (id: string, target: string, steps: PlanStep[]): PlanPath => ({
  id,
  kind: 'shortest',
  tenant: 'cl',
  target,
  initialStateIds: ['m.a'],
  steps,
});

describe('atlas states and walks', () => {
  it('keeps one state per distinct state value, on the shortest path that reaches it', () => {
    const states = atlasStates([
      path('p3', 'c', [step('go', 'b'), step('on', 'c')]),
      path('p1', 'a', []),
      path('p2', 'a', [step('type', 'a')]),
      path('p4', 'b', [step('go', 'b')]),
      path('p5', 'c', [step('jump', 'c')]),
    ]);
    expect(states.map((s) => [s.state, s.pathId, s.stateIds])).toEqual([
      ['a', 'p1', ['m.a']],
      ['b', 'p4', ['m.b']],
      ['c', 'p5', ['m.c']],
    ]);
  });

  it('shoots every state once: a longer walk takes the states its steps pass on their own paths', () => {
    const states = atlasStates([
      path('p1', 'a', []),
      path('p2', 'b', [step('go', 'b')]),
      path('p3', 'c', [step('go', 'b'), step('on', 'c')]),
      path('p4', 'd', [step('other', 'd')]),
    ]);
    const walks = atlasWalks(states);
    expect(walks.map((w) => [w.steps.map((s) => s.event.type), w.shots])).toEqual([
      [['other'], [{ at: 1, state: 'd' }]],
      [
        ['go', 'on'],
        [
          { at: 0, state: 'a' },
          { at: 1, state: 'b' },
          { at: 2, state: 'c' },
        ],
      ],
    ]);
    const shot = walks.flatMap((w) => w.shots.map((s) => s.state)).sort();
    expect(shot).toEqual(['a', 'b', 'c', 'd']);
  });

  it("does not take a state on the way when the walk's steps are not that state's own path", () => {
    // b is reached by `go` on its own path; the walk to c passes b by `via`: b keeps its own walk, with its own events
    const states = atlasStates([
      path('p1', 'b', [step('go', 'b')]),
      path('p2', 'c', [step('via', 'b'), step('on', 'c')]),
    ]);
    expect(atlasWalks(states).map((w) => w.shots)).toEqual([[{ at: 1, state: 'b' }], [{ at: 2, state: 'c' }]]);
  });

  it('on a real flow: every state of the shortest paths, each once, in fewer walks than states', () => {
    const paths = generatePaths(fixtureFlow, { tenant: 'cl', kind: 'shortest' });
    const states = atlasStates(paths);
    expect(states.map((s) => s.state).sort()).toEqual(['done', 'editing', 'failed', 'sending', 'sent']);
    const walks = atlasWalks(states);
    const shots = walks.flatMap((w) => w.shots.map((s) => s.state));
    expect(shots.sort()).toEqual(['done', 'editing', 'failed', 'sending', 'sent']);
    expect(walks.length).toBeLessThan(states.length);
    // a state is shot after exactly the steps of its own path
    for (const walk of walks)
      for (const shot of walk.shots)
        expect(walk.steps.slice(0, shot.at)).toEqual(states.find((s) => s.state === shot.state)!.steps);
  });

  it('names files and anchors after the state', () => {
    expect(stateSlug('form.invalid')).toBe('form.invalid');
    expect(stateSlug('a.x + b.(c.d + e)')).toBe('a.x_b._c.d_e');
    expect(stateSlug(' + ')).toBe('state');
  });
});

describe('atlas options', () => {
  it('defaults to cl and br at 360 and 1280 px into atlas/', () => {
    expect(parseAtlasArgs([])).toEqual({
      machines: [],
      tenants: ['cl', 'br'],
      widths: [360, 1280],
      out: 'atlas',
      dist: 'dist',
      build: true,
      concurrency: 2,
    });
  });

  it('reads machines, tenants and widths as comma lists', () => {
    expect(
      parseAtlasArgs(['login', '--tenant', 'pe,mx', '--width=320,720,1024', '--out', '/tmp/a', '--no-build', 'cart']),
    ).toMatchObject({
      machines: ['login', 'cart'],
      tenants: ['pe', 'mx'],
      widths: [320, 720, 1024],
      out: '/tmp/a',
      build: false,
    });
  });

  it('refuses a width that is not a screen width and an unknown option, with the usage', () => {
    expect(() => parseAtlasArgs(['--width', '360,abc'])).toThrow('--width takes widths in px');
    expect(() => parseAtlasArgs(['--width', '12'])).toThrow('--width takes widths in px');
    expect(() => parseAtlasArgs(['--colour'])).toThrow(ATLAS_USAGE);
    expect(() => parseAtlasArgs(['--tenant'])).toThrow('--tenant needs a value');
  });
});

describe('atlas gallery', () => {
  const machine: AtlasMachine = {
    name: 'login',
    title: 'Inicio de sesión',
    description: 'Entrar con <correo> & contraseña',
    page: 'login.html',
    states: [
      {
        state: 'editing',
        slug: 'editing',
        stateIds: ['login.editing'],
        paths: { cl: [], br: [] },
        shots: [
          { tenant: 'cl', width: 360, file: 'shots/login/cl-360-editing.png', notes: [] },
          { tenant: 'br', width: 360, file: 'shots/login/br-360-editing.png', notes: [] },
        ],
      },
      {
        state: 'locked',
        slug: 'locked',
        stateIds: ['login.locked'],
        paths: {
          cl: [
            { who: 'user', action: 'Pulsa «Iniciar sesión»' },
            { who: 'server', action: 'El servidor responde: submitLogin falla (ACCOUNT_BLOCKED)' },
          ],
          br: [
            { who: 'user', action: 'Clica em «Entrar»' },
            { who: 'server', action: 'O servidor responde: submitLogin falha (ACCOUNT_BLOCKED)' },
          ],
        },
        shots: [
          {
            tenant: 'cl',
            width: 360,
            file: 'shots/login/cl-360-locked.png',
            notes: ['Paso 1 (form.submit) enviado a la máquina'],
          },
          {
            tenant: 'br',
            width: 360,
            file: 'shots/login/br-360-locked.png',
            notes: [],
            error: 'la pantalla quedó en editing',
          },
        ],
      },
    ],
  };
  const manifest: AtlasManifest = {
    generatedAt: '2026-11-27T10:00:00.000Z',
    tenants: ['cl', 'br'],
    widths: [360],
    seconds: 12,
    machines: [machine],
  };

  it('links each diagram state to the first state it is active in, and the machine box to the first state', () => {
    expect(Object.fromEntries(nodeLinks(machine))).toEqual({
      'login.editing': '#state-editing',
      'login.locked': '#state-locked',
      login: '#state-editing',
    });
  });

  it("the machine's page: the diagram, a section per state with its path per tenant and its pictures", () => {
    const html = machineHtml(machine, manifest, '<svg data-test="diagram"></svg>');
    expect(html).toContain('<h1>Inicio de sesión</h1>');
    expect(html).toContain('Entrar con &lt;correo&gt; &amp; contraseña');
    expect(html).toContain('<div class="diagram"><svg data-test="diagram"></svg></div>');
    expect(html).toContain('<section class="state" id="state-locked"');
    // the same path in both tenants is written once; different paths once per tenant, in the tenant's words
    expect(html).toContain('Camino (cl, br)');
    expect(html).toContain('Camino en cl</h3><ol class="steps"><li data-who="user">Pulsa «Iniciar sesión»</li>');
    expect(html).toContain('Camino en br</h3><ol class="steps"><li data-who="user">Clica em «Entrar»</li>');
    expect(html).toContain('<img src="shots/login/cl-360-locked.png" alt="locked, cl, 360 px"');
    expect(html).toContain('<p class="note">Paso 1 (form.submit) enviado a la máquina</p>');
    expect(html).toContain('<p class="note error">la pantalla quedó en editing</p>');
    expect(html).not.toContain('src="shots/login/br-360-locked.png"');
  });

  it('the index lists each machine with its states and pictures taken', () => {
    const html = indexHtml(manifest);
    expect(html).toContain('<a href="login.html">Inicio de sesión</a>');
    expect(html).toContain('<td>2</td><td>3</td>');
    expect(html).toContain('1 máquinas · 3 capturas · tenants cl, br · anchos 360 px');
  });

  it('escapes what it writes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
