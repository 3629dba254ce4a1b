// Issue 16: a focus request inside the preview leaves the host page's focus alone unless the person is in the preview or
// the Explorer is playing a step on the screen. The browser journey (e2e/flows.spec.ts) checks the same with real focus.
import { afterEach, describe, expect, it } from 'vitest';
import { drivingPreview, guardPreviewFocus } from './preview-focus';

async function setUp() {
  const host = document.createElement('button');
  host.textContent = 'País';
  const frame = document.createElement('iframe');
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = '<!doctype html><html><body></body></html>';
  document.body.append(host, frame);
  await loaded;
  const inner = frame.contentDocument!;
  const field = inner.createElement('input');
  inner.body.append(field);
  return { host, frame, inner, field };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('guardPreviewFocus', () => {
  it('ignores a focus request of the preview while the person works in the host page', async () => {
    const { host, frame, inner, field } = await setUp();
    const unguard = guardPreviewFocus(frame);
    host.focus();
    field.focus();
    expect(inner.activeElement).not.toBe(field);
    expect(document.activeElement).toBe(host);
    unguard();
  });

  it('honours it while a step is played on the screen, and only then', async () => {
    const { host, frame, inner, field } = await setUp();
    const unguard = guardPreviewFocus(frame);
    host.focus();
    await drivingPreview(inner, async () => field.focus());
    expect(inner.activeElement).toBe(field);
    field.blur();
    field.focus();
    expect(inner.activeElement).not.toBe(field);
    unguard();
  });

  it('after a step that fails, the preview may not take the focus again', async () => {
    const { host, frame, inner, field } = await setUp();
    const unguard = guardPreviewFocus(frame);
    host.focus();
    await expect(drivingPreview(inner, () => Promise.reject(new Error('no field')))).rejects.toThrow('no field');
    field.focus();
    expect(inner.activeElement).not.toBe(field);
    unguard();
  });

  it('lifting the guard gives the preview its own focus() back', async () => {
    const { host, frame, inner, field } = await setUp();
    guardPreviewFocus(frame)();
    host.focus();
    field.focus();
    expect(inner.activeElement).toBe(field);
  });
});
