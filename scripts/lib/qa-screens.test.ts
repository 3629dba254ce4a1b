// @vitest-environment happy-dom
// Issue 33 item 2: the QA export's expected results are what the real login view shows, in the tenant's language.
// The paths are played on the view by the model tests' harness (scripts/lib/qa-screens-record.ts), as `npm run paths`
// does through its Vitest run; the texts are read from the catalogues here, never written out.
import { configure } from '@testing-library/react';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatePaths } from '../../src/flows/flow-paths';
import es from '../../src/i18n/locales/es/login.json';
import pt from '../../src/i18n/locales/pt-BR/login.json';
import { loginFlow } from '../../src/views/login/login.flow';
import { parsePathsArgs } from './paths-args';
import { pathSignature, screenSentence, type ScreenText } from './qa-screen';
import { recordScreens } from './qa-screens-record';
import { isCurrent, readRecording, vitestScreens, type ScreenSource } from './qa-screens-store';
import { runPaths } from './run-paths';

// lazily loaded views and catalogues on a busy machine (as src/test-setup.ts does for the model tests)
configure({ asyncUtilTimeout: 5000 });

/** Records exactly the paths the export asks for, in this DOM. */
const recordHere: ScreenSource = async (requests, args) =>
  new Map(
    await Promise.all(
      requests.map(async ({ entry, paths }) => [entry.name, await recordScreens(entry, paths, args.tenant)] as const),
    ),
  );

async function exportLogin(argv: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'qa-screens-'));
  const args = parsePathsArgs(['login', '--kind', 'shortest', '--max', '20', ...argv, '--out', dir], {
    tenant: 'cl',
  });
  const lines: string[] = [];
  const result = await runPaths([loginFlow], args, (l) => lines.push(l), { screens: recordHere });
  expect(result.exitCode, lines.join('\n')).toBe(0);
  return readFileSync(result.files[0]!, 'utf8');
}

/** CSV cells of a row (quoted cells may hold commas). */
const cells = (row: string) =>
  [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));

describe('QA export: expected results as the screen shows them', () => {
  it('the login CSV says the wrong-credentials message where the server refuses the password (Chile, Spanish)', async () => {
    const rows = (await exportLogin(['--format', 'csv'])).trim().split('\n').map(cells);
    const refused = rows.find((r) => r[5] === 'El servidor responde: submitLogin falla (INVALID_CREDENTIALS)');
    expect(refused?.[6]).toBe(
      `Se muestra «${es.errors.INVALID_CREDENTIALS}»; el botón «${es.login.submitting}» pasa a «${es.login.submit}»; ` +
        `aparece el botón «${es.login.dismiss}»; la pantalla queda en el estado «editing»`,
    );
    // each case opens the screen first and says all of it
    const caseOfRefused = rows.filter((r) => r[0] === refused![0]);
    expect(caseOfRefused[0]?.slice(4, 6)).toEqual(['1', 'Abre la pantalla']);
    expect(caseOfRefused[0]?.[6]).toBe(
      `Se ve el título «${es.login.title}»; botones: «${es.login.personalTab}» (seleccionado), ` +
        `«${es.login.companyTab}», «${es.passwordField.show}», «${es.login.submit}»; la pantalla queda en el estado «editing»`,
    );
    // submitting an empty form: the message under each field
    const empty = rows.find((r) => r[5] === `Pulsa «${es.login.submit}»` && r[6]?.includes('el campo'));
    expect(empty?.[6]).toContain(`el campo «${es.form.email}» muestra «${es.form.emailRequired}»`);
    expect(empty?.[6]).toContain(
      `el campo «${es.form.password}» muestra «${es.passwordField.passwordEmptyFieldError}»`,
    );
  }, 180_000);

  it('the Gherkin in Spanish and the Brazilian export in Portuguese carry the texts of their tenant', async () => {
    const feature = await exportLogin(['--format', 'gherkin']);
    expect(feature.startsWith('# language: es\n')).toBe(true);
    expect(feature).toContain(
      `    Dado El servidor responde: submitLogin falla (INVALID_CREDENTIALS)\n    Entonces Se muestra «${es.errors.INVALID_CREDENTIALS}»;`,
    );
    expect(feature).toContain(
      `    Cuando Pulsa «${es.login.companyTab}»\n    Entonces El título cambia de «${es.login.title}» a «${es.login.companyTitle}»;`,
    );
    const br = (await exportLogin(['--format', 'csv', '--tenant', 'br'])).trim().split('\n').map(cells);
    const refused = br.find((r) => r[5] === 'O servidor responde: submitLogin falha (INVALID_CREDENTIALS)');
    expect(refused?.[6]).toContain(`Aparece a mensagem «${pt.errors.INVALID_CREDENTIALS}»`);
    expect(refused?.[6]).toContain('a tela fica no estado «editing»');
  }, 180_000);

  it('says so when a step could not be played, and keeps the screens before it', async () => {
    const [path] = generatePaths(loginFlow, { tenant: 'cl', kind: 'shortest' }).filter(
      (p) => p.steps.length === 1 && p.steps[0]!.event.type === 'mode.toggle',
    );
    // a step the machine does not take: the toggle is said to stay in a state the login has not got
    const broken = { ...path!, id: 'broken', steps: [{ ...path!.steps[0]!, state: 'nowhere' }] };
    const recording = await recordScreens(loginFlow, [broken], 'cl');
    expect(recording.paths.broken?.screens).toHaveLength(1);
    expect(recording.paths.broken?.error).toMatch(/in nowhere/);
  }, 60_000);
});

describe('npm run paths records the screens itself', () => {
  it('plays the paths in its own Vitest run when there is no recording, and exports from it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qa-screens-run-'));
    const args = parsePathsArgs(['login', '--kind', 'shortest', '--max', '3', '--format', 'csv', '--out', dir], {
      tenant: 'cl',
    });
    expect(args.screens).toBe(true);
    const lines: string[] = [];
    const result = await runPaths([loginFlow], args, (l) => lines.push(l), {
      screens: vitestScreens(join(dir, 'screens')),
    });
    expect(lines.join('\n')).toMatch(/recorded in [\d.]+s/);
    const recording = readRecording(join(dir, 'screens'), 'login', 'cl');
    expect(Object.keys(recording?.paths ?? {})).toEqual(['login-shortest-1', 'login-shortest-2', 'login-shortest-3']);
    const csv = readFileSync(result.files[0]!, 'utf8');
    expect(csv).toContain(`Abre la pantalla,"Se ve el título «${es.login.title}»;`);
    // --no-screens: the state only, nothing recorded
    expect(parsePathsArgs(['--no-screens'], { tenant: 'cl' }).screens).toBe(false);
  }, 300_000);
});

describe('screenSentence', () => {
  const screen = (over: Partial<ScreenText> = {}): ScreenText => ({
    headings: ['Inicia sesión'],
    dialogs: [],
    messages: [],
    fields: [],
    buttons: [{ name: 'Iniciar sesión', disabled: false, pressed: false, key: 'submit' }],
    ...over,
  });

  it('says what changed, or that nothing did, then the state', () => {
    const before = screen({ messages: ['Tus datos son incorrectos'] });
    const after = screen({
      buttons: [{ name: 'Ingresando…', disabled: true, pressed: false, key: 'submit' }],
      fields: [{ label: 'Correo electrónico', message: 'Ingresa un correo electrónico válido' }],
    });
    expect(screenSentence(before, after, 'La pantalla queda en el estado «submitting»', 'es')).toBe(
      'Ya no se muestra «Tus datos son incorrectos»; el campo «Correo electrónico» muestra ' +
        '«Ingresa un correo electrónico válido»; el botón «Iniciar sesión» pasa a «Ingresando…» (deshabilitado); ' +
        'la pantalla queda en el estado «submitting»',
    );
    expect(screenSentence(after, after, 'A tela fica no estado «submitting»', 'pt-BR')).toBe(
      'Os textos e os botões não mudam; a tela fica no estado «submitting»',
    );
    expect(screenSentence(before, undefined, 'La pantalla queda en el estado «x»', 'es')).toBe(
      'Sin texto grabado de la pantalla; la pantalla queda en el estado «x»',
    );
  });

  it('tells a disabled or selected button from one that appears', () => {
    const before = screen({ buttons: [{ name: 'Personas', disabled: false, pressed: true }] });
    const after = screen({
      buttons: [
        { name: 'Personas', disabled: true, pressed: false },
        { name: 'Cerrar', disabled: false, pressed: false },
        { name: 'Cerrar', disabled: false, pressed: false },
      ],
    });
    expect(screenSentence(before, after, 'Estado «x»', 'es')).toBe(
      'Aparece el botón «Cerrar»; aparece el botón «Cerrar»; el botón «Personas» queda deshabilitado; ' +
        'el botón «Personas» ya no está seleccionado; estado «x»',
    );
  });
});

describe('a recording serves', () => {
  const [path] = generatePaths(loginFlow, { tenant: 'cl', kind: 'shortest', max: 2 }).slice(1);
  const recording = {
    machine: 'login',
    tenant: 'cl',
    recordedAt: '2026-01-02T00:00:00.000Z',
    screens: [],
    paths: { [path!.id]: { signature: pathSignature(path!.steps), screens: [] } },
  };

  it('while it has every path with the same steps and is newer than its sources', () => {
    expect(isCurrent(recording, [path!], Date.parse('2026-01-01'))).toBe(true);
    expect(isCurrent(recording, [path!], Date.parse('2026-01-03'))).toBe(false);
    const changed = { ...path!, steps: path!.steps.map((s) => ({ ...s, state: 'other' })) };
    expect(isCurrent(recording, [changed], 0)).toBe(false);
    expect(isCurrent(undefined, [path!], 0)).toBe(false);
  });
});
