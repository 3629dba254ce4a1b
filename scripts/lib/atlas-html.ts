// Issue 33 item 1: the state atlas as static HTML: an index of machines, and one page per machine with its statechart
// (each state a link to its pictures) and, per state, the pictures per tenant and width with the events that reach it.
// Pure: data in, HTML out (scripts/lib/atlas.test.ts).
import type { QaStep } from '../../src/flows/qa-export';

/** A step in words, as the QA export writes it (src/flows/qa-export.ts): in the tenant's language. */
export type AtlasStep = Pick<QaStep, 'who' | 'action'>;

export interface AtlasShot {
  tenant: string;
  width: number;
  /** relative to the atlas folder */
  file: string;
  /** steps not done on the screen (no driver step, or the screen led elsewhere and the path was replayed) */
  notes: string[];
  /** set when no picture could be taken */
  error?: string;
}

export interface AtlasStateEntry {
  state: string;
  slug: string;
  stateIds: string[];
  /** per tenant: the events from the start */
  paths: Record<string, AtlasStep[]>;
  shots: AtlasShot[];
}

export interface AtlasMachine {
  name: string;
  title: string;
  description: string;
  page: string;
  states: AtlasStateEntry[];
  /** why the machine has no pictures (its paths could not be made), if so */
  error?: string;
}

export interface AtlasManifest {
  generatedAt: string;
  tenants: string[];
  widths: number[];
  seconds: number;
  machines: AtlasMachine[];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export const stateAnchor = (slug: string) => `state-${slug}`;

/** Where each diagram node links: the first state (in the atlas's order) in which it is active. */
export function nodeLinks(machine: Pick<AtlasMachine, 'name' | 'states'>): Map<string, string> {
  const links = new Map<string, string>();
  for (const entry of machine.states) {
    for (const id of entry.stateIds) if (!links.has(id)) links.set(id, `#${stateAnchor(entry.slug)}`);
  }
  // the machine itself (the outer box): its first state
  const first = machine.states[0];
  if (first && !links.has(machine.name)) links.set(machine.name, `#${stateAnchor(first.slug)}`);
  return links;
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}
header,main{padding:12px 16px}
header{background:#fff;border-bottom:1px solid #e2e8f0}
h1{font-size:1.3rem;margin:0 0 4px}
h2{font-size:1.05rem;margin:0 0 6px}
a{color:#1d4ed8}
.meta{color:#475569;font-size:.85rem}
.diagram{overflow:auto;max-width:100%;border:1px solid #e2e8f0;background:#fff;margin:12px 0}
.diagram svg{display:block;max-width:none}
.diagram a:hover rect,.diagram a:focus rect{stroke:#c2410c;stroke-width:2.5}
.state{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px;margin:12px 0;scroll-margin-top:8px}
.state:target{outline:3px solid #c2410c}
.steps{font-size:.85rem;margin:4px 0 8px}
.steps li{margin:1px 0}
.shots{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
figure{margin:0;max-width:100%}
figure img{display:block;border:1px solid #cbd5e1;max-width:100%;height:auto;background:#fff}
figcaption{font-size:.8rem;color:#334155;margin-top:2px}
.note{font-size:.75rem;color:#a16207;max-width:40ch}
.error{color:#b91c1c}
table{border-collapse:collapse;background:#fff}
td,th{border:1px solid #e2e8f0;padding:4px 8px;text-align:left;font-size:.9rem;vertical-align:top}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

export function indexHtml(manifest: AtlasManifest): string {
  const rows = manifest.machines
    .map((m) => {
      const shots = m.states.reduce((n, s) => n + s.shots.filter((shot) => !shot.error).length, 0);
      return `<tr><td><a href="${escapeHtml(m.page)}">${escapeHtml(m.title)}</a><div class="meta">${escapeHtml(m.name)}</div></td><td>${escapeHtml(m.description)}</td><td>${m.states.length}</td><td>${shots}</td>${m.error ? `<td class="error">${escapeHtml(m.error)}</td>` : '<td></td>'}</tr>`;
    })
    .join('\n');
  const shots = manifest.machines.reduce(
    (n, m) => n + m.states.reduce((k, s) => k + s.shots.filter((shot) => !shot.error).length, 0),
    0,
  );
  return page(
    'Atlas de estados',
    `<header><h1>Atlas de estados</h1>
<p class="meta">${manifest.machines.length} máquinas · ${shots} capturas · tenants ${escapeHtml(manifest.tenants.join(', '))} · anchos ${manifest.widths.join(', ')} px · ${escapeHtml(manifest.generatedAt)} · ${manifest.seconds} s</p></header>
<main><table>
<thead><tr><th>Flujo</th><th>Descripción</th><th>Estados</th><th>Capturas</th><th></th></tr></thead>
<tbody>
${rows}
</tbody></table></main>`,
  );
}

function stepsList(steps: readonly AtlasStep[]): string {
  if (steps.length === 0) return '<p class="steps">Estado inicial: se llega sin ningún paso.</p>';
  return `<ol class="steps">${steps.map((s) => `<li data-who="${s.who}">${escapeHtml(s.action)}</li>`).join('')}</ol>`;
}

function stateSection(entry: AtlasStateEntry, tenants: readonly string[]): string {
  const paths = tenants.filter((t) => entry.paths[t]);
  const samePath =
    paths.length > 1 && paths.every((t) => JSON.stringify(entry.paths[t]) === JSON.stringify(entry.paths[paths[0]!]));
  const pathHtml = samePath
    ? `<h3 class="meta">Camino (${escapeHtml(paths.join(', '))})</h3>${stepsList(entry.paths[paths[0]!]!)}`
    : paths.map((t) => `<h3 class="meta">Camino en ${escapeHtml(t)}</h3>${stepsList(entry.paths[t]!)}`).join('');
  const shots = entry.shots
    .map((shot) => {
      const caption = `${escapeHtml(shot.tenant)} · ${shot.width} px`;
      if (shot.error)
        return `<figure><figcaption>${caption}</figcaption><p class="note error">${escapeHtml(shot.error)}</p></figure>`;
      const notes = shot.notes.map((n) => `<p class="note">${escapeHtml(n)}</p>`).join('');
      return `<figure><a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" alt="${escapeHtml(`${entry.state}, ${shot.tenant}, ${shot.width} px`)}" loading="lazy" width="${Math.min(shot.width, 640)}"></a><figcaption>${caption}</figcaption>${notes}</figure>`;
    })
    .join('\n');
  return `<section class="state" id="${stateAnchor(entry.slug)}" aria-labelledby="${stateAnchor(entry.slug)}-title">
<h2 id="${stateAnchor(entry.slug)}-title">${escapeHtml(entry.state)}</h2>
${pathHtml}
<div class="shots">
${shots}
</div>
</section>`;
}

/** `svg`: the statechart's markup, its states already links (see nodeLinks). */
export function machineHtml(
  machine: AtlasMachine,
  manifest: Pick<AtlasManifest, 'tenants' | 'widths'>,
  svg: string,
): string {
  const toc = machine.states
    .map((s) => `<li><a href="#${stateAnchor(s.slug)}">${escapeHtml(s.state)}</a></li>`)
    .join('');
  return page(
    `${machine.title} · Atlas de estados`,
    `<header><p class="meta"><a href="index.html">Atlas de estados</a> · <a href="/flows?m=${encodeURIComponent(machine.name)}">Explorador de flujos</a></p>
<h1>${escapeHtml(machine.title)}</h1>
<p>${escapeHtml(machine.description)}</p>
<p class="meta">máquina ${escapeHtml(machine.name)} · ${machine.states.length} estados · tenants ${escapeHtml(manifest.tenants.join(', '))} · anchos ${manifest.widths.join(', ')} px</p></header>
<main>
${machine.error ? `<p class="error">${escapeHtml(machine.error)}</p>` : ''}
<p class="meta">Pulsa un estado del diagrama para ver sus pantallas.</p>
<div class="diagram">${svg}</div>
<nav aria-label="Estados"><ul>${toc}</ul></nav>
${machine.states.map((s) => stateSection(s, manifest.tenants)).join('\n')}
</main>`,
  );
}
