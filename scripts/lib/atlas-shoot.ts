// Issue 33 item 1: photographs the atlas's states in Chromium. One browser, one page per width; each page opens /flows?stage
// once and then plays walk after walk in it (window.flowStage: open, step), shooting the stage's iframe at each state.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright';
import type { EventObject } from 'xstate';
import type { FlowStage, StageStep } from '../../src/views/explorer/flow-stage';
import type { AtlasWalk } from './atlas-plan';
import { stateSlug } from './atlas-plan';

export interface ShootJob {
  machine: string;
  tenant: string;
  walk: AtlasWalk;
}

export interface ShotResult {
  machine: string;
  tenant: string;
  width: number;
  state: string;
  file: string;
  notes: string[];
  error?: string;
}

const STEP_TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${STEP_TIMEOUT_MS / 1000} s`)), STEP_TIMEOUT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export const shotFile = (machine: string, tenant: string, width: number, state: string) =>
  `shots/${machine}/${tenant}-${width}-${stateSlug(state)}.png`;

type StageWindow = Window & { flowStage?: FlowStage };

async function openStage(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/flows?stage`);
  await page.waitForFunction(() => Boolean((window as StageWindow).flowStage), null, { timeout: 60_000 });
}

/** Plays every job's walk at `width` and shoots its states into `out`; calls `progress` after each job. */
export async function shootAtWidth(
  browser: Browser,
  baseUrl: string,
  width: number,
  jobs: readonly ShootJob[],
  out: string,
  progress: (job: ShootJob, shots: number) => void,
): Promise<ShotResult[]> {
  // the frame is exactly `width` wide; the page around it a little wider, so nothing crops it
  const context = await browser.newContext({ viewport: { width: width + 16, height: 1000 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const results: ShotResult[] = [];
  // a view may load a part of itself on first show (a lazy dialog): its picture waits for what the page is still fetching
  let inflight = 0;
  let idle: (() => void) | null = null;
  const finished = () => {
    inflight = Math.max(0, inflight - 1);
    if (inflight === 0) idle?.();
  };
  page.on('request', () => void inflight++);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  const settle = async () => {
    if (inflight === 0) return;
    await withTimeout(new Promise<void>((resolve) => (idle = resolve)), 'waiting for the page to fetch').catch(
      () => {},
    );
    idle = null;
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
  };
  try {
    await openStage(page, baseUrl);
    const frame = page.getByTestId('flow-stage-frame');
    for (const job of jobs) {
      const { machine, tenant, walk } = job;
      const notes: string[] = [];
      const shot = new Set<string>();
      let at = 0;
      try {
        let state = await withTimeout(
          page.evaluate((request) => (window as StageWindow).flowStage!.open(request), { machine, tenant, width }),
          `${machine}: open`,
        );
        await settle();
        const lastShot = Math.max(...walk.shots.map((s) => s.at));
        for (at = 0; at <= lastShot; at++) {
          const shot = walk.shots.find((s) => s.at === at);
          if (shot) {
            const file = shotFile(machine, tenant, width, shot.state);
            if (state !== shot.state) {
              results.push({
                machine,
                tenant,
                width,
                state: shot.state,
                file,
                notes: [...notes],
                error: `la pantalla quedó en ${state}`,
              });
            } else {
              mkdirSync(dirname(join(out, file)), { recursive: true });
              await frame.screenshot({ path: join(out, file), animations: 'disabled', caret: 'hide' });
              results.push({ machine, tenant, width, state: shot.state, file, notes: [...notes] });
            }
          }
          if (at === lastShot) break;
          const step = walk.steps[at]!;
          const done: StageStep = await withTimeout(
            page.evaluate(([event, expected]) => (window as StageWindow).flowStage!.step(event, expected), [
              step.event as EventObject,
              step.state,
            ] as const),
            `${machine}: step ${at + 1} ${step.event.type}`,
          );
          await settle();
          state = done.state;
          if (step.kind === 'user' && done.via !== 'screen')
            notes.push(
              `Paso ${at + 1} (${step.event.type}) enviado a la máquina, no hecho en la pantalla${done.note ? `: ${done.note}` : ''}`,
            );
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        for (const missed of walk.shots.filter((s) => !shot.has(s.state)))
          results.push({
            machine,
            tenant,
            width,
            state: missed.state,
            file: shotFile(machine, tenant, width, missed.state),
            notes,
            error: reason,
          });
        await openStage(page, baseUrl);
      }
      progress(job, walk.shots.length);
    }
  } finally {
    await context.close();
  }
  return results;
}
