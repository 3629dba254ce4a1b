#!/usr/bin/env node
// Issue 29's figures, with one fixed command (`node scripts/vocabulary-figures.mjs`), so that the note's "before" and
// "after" are measured the same way. Source only: tests (*.test.*, *.spec.*), declaration files and locales are left out.
// Counts read the TypeScript syntax tree (casts are `as` expressions, not text), except the route files' database use,
// which is a text match. Pass --list to print the files behind each figure.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const LIST = process.argv.includes('--list');

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.') || name === 'locales') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx|mts)$/.test(name) && !/\.d\.m?ts$/.test(name) && !/\.(test|spec)\./.test(name)) out.push(path);
  }
  return out;
}

const rel = (path) => relative(ROOT, path).split(sep).join('/');
/** a file's text; '' when it went away while the tree was read (another change moving files) */
const read = (file) => {
  try {
    return readFileSync(join(ROOT, file), 'utf8');
  } catch {
    return '';
  }
};
const files = (dir) => walk(join(ROOT, dir)).map(rel).sort();
const cache = new Map();
function parse(file) {
  if (!cache.has(file)) {
    const text = read(file);
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    cache.set(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind));
  }
  return cache.get(file);
}
function visit(node, fn) {
  fn(node);
  ts.forEachChild(node, (child) => visit(child, fn));
}
const isExported = (node) => (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** type declarations whose name matches: interfaces and type aliases of an object literal (not unions, not aliases) */
function shapeDeclarations(fileList, name, { exportedOnly }) {
  const found = [];
  for (const file of fileList) {
    visit(parse(file), (node) => {
      const shape =
        ts.isInterfaceDeclaration(node) || (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type));
      if (shape && name.test(node.name.text) && (!exportedOnly || isExported(node)))
        found.push(`${file}: ${node.name.text}`);
    });
  }
  return found;
}

/** `as` expressions (and `<T>x`), `as const` left out; `where` picks by the cast's expression and type text */
function casts(fileList, where = () => true) {
  const found = [];
  for (const file of fileList) {
    const source = parse(file);
    visit(source, (node) => {
      if (!ts.isAsExpression(node) && !ts.isTypeAssertionExpression(node)) return;
      const type = node.type.getText(source);
      if (type === 'const') return;
      if (where(node.expression.getText(source), type, node)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${file}:${line}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 100)}`);
      }
    });
  }
  return found;
}

const src = files('src');
const server = files('server/src');
const machines = src.filter((f) => f.startsWith('src/machines/'));
const flows = src.filter((f) => f.endsWith('.flow.ts'));

// 1. machine *Data copies: object shapes named *Data in src/machines, and aliases named *Data (another name for a shape)
const dataCopies = shapeDeclarations(machines, /Data$/, { exportedOnly: false });
const dataAliases = [];
for (const file of machines)
  visit(parse(file), (node) => {
    if (ts.isTypeAliasDeclaration(node) && /Data$/.test(node.name.text) && !ts.isTypeLiteralNode(node.type))
      dataAliases.push(`${file}: ${node.name.text} (alias)`);
  });

// 2. server *View / *Row shapes
const viewRows = shapeDeclarations(server, /(View|Row)$/, { exportedOnly: false });

// 3. cross-flow machine imports: a file in src/machines/<a>/ importing from src/machines/<b>/ (b not a, not shared)
const crossFlow = [];
for (const file of machines) {
  const own = file.split('/')[2];
  for (const statement of parse(file).statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const spec = statement.moduleSpecifier?.text;
    if (!spec?.startsWith('.')) continue;
    const target = rel(resolve(ROOT, dirname(file), spec));
    const other = target.startsWith('src/machines/') ? target.split('/')[2] : null;
    if (other && other !== own && other !== 'shared') crossFlow.push(`${own} -> ${other} (${file})`);
  }
}

// 4. `error as {...}` casts: a caught error read through an object-literal type
const errorCasts = casts(
  [...src, ...server],
  (expr, type, node) => /^(error|err|e)$/.test(expr) && ts.isTypeLiteralNode(node.type),
);

// 5. event casts in machines (`event as ...`, `e as ...`), where assertEvent should narrow
const eventCasts = casts(
  machines,
  (expr) => /^(event|ev|e)(\.|$)/.test(expr) && !/^e\.(target|currentTarget)/.test(expr),
);
const assertEvents = machines.reduce((n, f) => n + (read(f).match(/\bassertEvent\(/g) ?? []).length, 0);

// 6. edge casts: every cast in a *.flow.ts
const edgeCasts = casts(flows);

// 7. createServiceClient(...) calls outside src/services
const clients = [];
for (const file of src.filter((f) => !f.startsWith('src/services/'))) {
  const source = parse(file);
  visit(source, (node) => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'createServiceClient')
      clients.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
  });
}
const clientFiles = new Set(clients.map((c) => c.split(':')[0]));

// 8. connects with and without the shared field-props helper
const connects = src.filter((f) => /\.connect\.tsx?$/.test(f));
const importsFieldProps = (f) =>
  parse(f).statements.some((s) => ts.isImportDeclaration(s) && /\/field-props$/.test(s.moduleSpecifier.text));
const withHelper = connects.filter(importsFieldProps);
const withoutHelper = connects.filter((f) => !importsFieldProps(f));
const minting = withoutHelper.filter((f) => /aria-|useId\(/.test(read(f)));

// 9. files in server/src/plugins/app
const pluginsApp = server.filter((f) => f.startsWith('server/src/plugins/app/'));

// 10. route files touching the database: *.routes.ts anywhere in server/src, or any file under a routes/ folder
const DB =
  /\b(app|fastify|server|instance|request\.server)\.db\b|\bdb\.(select|insert|update|delete|execute|query|transaction)\b|from 'drizzle-orm|\bsql`|^import (?!type)[^;]*from '[^']*db\/schema/m;
const routeFiles = server.filter((f) => /[.-]routes\.ts$/.test(f) || f.split('/').includes('routes'));
const routesDb = routeFiles.filter((f) => DB.test(read(f)));

// 11. JSON.parse(JSON.stringify( round trips
const roundTrips = [];
for (const file of [...src, ...server]) {
  const count = (read(file).match(/JSON\.parse\(\s*JSON\.stringify\(/g) ?? []).length;
  if (count) roundTrips.push(`${file} (${count})`);
}
const roundTripCount = roundTrips.reduce((n, r) => n + Number(r.match(/\((\d+)\)$/)[1]), 0);

const rows = [
  [
    `machine *Data shapes / files (and *Data aliases: ${dataAliases.length})`,
    `${dataCopies.length} / ${new Set(dataCopies.map((d) => d.split(':')[0])).size}`,
    [...dataCopies, ...dataAliases],
  ],
  ['server *View/*Row shapes', viewRows.length, viewRows],
  ['cross-flow machine imports', crossFlow.length, crossFlow],
  ["'error as {...}' casts", errorCasts.length, errorCasts],
  [`event casts in machines (assertEvent calls: ${assertEvents})`, eventCasts.length, eventCasts],
  ['edge casts (*.flow.ts, as const left out)', edgeCasts.length, edgeCasts],
  [
    'createServiceClient calls outside src/services (calls / files)',
    `${clients.length} / ${clientFiles.size}`,
    clients,
  ],
  [
    `connects with / without field-props (without, minting ids or ARIA: ${minting.length})`,
    `${withHelper.length} / ${withoutHelper.length}`,
    withoutHelper,
  ],
  ['files in server/src/plugins/app', pluginsApp.length, pluginsApp],
  [`route files touching the db (of ${routeFiles.length} route files)`, routesDb.length, routesDb],
  ['JSON.parse(JSON.stringify( round trips', roundTripCount, roundTrips],
];
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, value, detail] of rows) {
  console.log(`${label.padEnd(width)}  ${value}`);
  if (LIST) for (const line of detail) console.log(`    ${line}`);
}
