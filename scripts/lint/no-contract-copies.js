// Issue 29 item 5: a data shape is declared once, in its contract (src/contracts). This rule fails on an exported
// interface or object type in a machine or a server file whose field names and field types are those of a contract type:
// such a copy is to be the contract's type (`import type { X } from '.../contracts/x.contract'`, or `Infer<...>`).
// Contract types are read from the contracts' source with the TypeScript parser: exported interfaces and object types by
// their fields' text, superstruct `object({...})` / `type({...})` structs by their keys, with the field types that a
// struct spells plainly (string(), number(), boolean(), nullable(...), array(...)) compared and any other left open.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Any type: the struct's field is one the rule does not spell out (an enum, another struct, a union...). */
const ANY = '*';
/** Shapes of fewer fields are too common to be called copies ({ id, name } is everywhere). */
const MIN_FIELDS = 3;

/** `string | null` and `null|string` alike; `Array<T>` and `readonly T[]` as `T[]`; no blanks, no trailing separators. */
export function normaliseType(text) {
  let t = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').replace(/\s+/g, '');
  t = t.replace(/^readonly/, '').replace(/Array<([A-Za-z0-9_.]+)>/g, '$1[]');
  t = t.replace(/[;,]}/g, '}');
  // sort a top-level union (not one inside brackets)
  let depth = 0;
  const parts = [];
  let start = 0;
  for (let i = 0; i < t.length; i += 1) {
    const c = t[i];
    if ('<({['.includes(c)) depth += 1;
    else if ('>)}]'.includes(c)) depth -= 1;
    else if (c === '|' && depth === 0) {
      parts.push(t.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(t.slice(start));
  return parts.filter(Boolean).sort().join('|');
}

const STRUCT_WRAPPERS = new Set([
  'size',
  'pattern',
  'min',
  'max',
  'refine',
  'defaulted',
  'coerce',
  'trimmed',
  'nonempty',
]);

/** The type a superstruct expression validates, as text, or ANY. */
function structType(node, source) {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return ANY;
  const name = node.expression.text;
  const [first] = node.arguments;
  switch (name) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'unknown':
      return name;
    case 'integer':
      return 'number';
    case 'literal':
      return first ? first.getText(source) : ANY;
    case 'nullable': {
      const inner = first ? structType(first, source) : ANY;
      return inner === ANY ? ANY : normaliseType(`${inner}|null`);
    }
    case 'optional':
      return first ? structType(first, source) : ANY;
    case 'array': {
      const inner = first ? structType(first, source) : ANY;
      return inner === ANY || inner.includes('|') ? ANY : `${inner}[]`;
    }
    default:
      return STRUCT_WRAPPERS.has(name) && first ? structType(first, source) : ANY;
  }
}

/** name -> normalised type (or ANY) of an object literal's members (a struct) or of a type's members */
function structFields(objectLiteral, source) {
  const fields = new Map();
  for (const p of objectLiteral.properties) {
    if (!ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p)) return null;
    const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null;
    if (key === null) return null;
    fields.set(key, ts.isPropertyAssignment(p) ? structType(p.initializer, source) : ANY);
  }
  return fields;
}

function typeFields(members, source) {
  const fields = new Map();
  for (const m of members) {
    if (!ts.isPropertySignature(m) || !m.name) return null;
    const key = ts.isIdentifier(m.name) || ts.isStringLiteral(m.name) ? m.name.text : null;
    if (key === null) return null;
    fields.set(key, m.type ? normaliseType(m.type.getText(source)) : ANY);
  }
  return fields;
}

const isExported = (node) => (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The contract types of one source text: [{ name, fields }] */
export function contractShapes(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const shapes = [];
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) && isExported(statement) && !statement.heritageClauses) {
      const fields = typeFields(statement.members, source);
      if (fields) shapes.push({ name: statement.name.text, fields });
    } else if (ts.isTypeAliasDeclaration(statement) && isExported(statement) && ts.isTypeLiteralNode(statement.type)) {
      const fields = typeFields(statement.type.members, source);
      if (fields) shapes.push({ name: statement.name.text, fields });
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer;
        if (!ts.isIdentifier(d.name) || !init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression))
          continue;
        if (!['object', 'type'].includes(init.expression.text)) continue;
        const [literal] = init.arguments;
        if (!literal || !ts.isObjectLiteralExpression(literal)) continue;
        const fields = structFields(literal, source);
        if (fields) shapes.push({ name: d.name.text, fields });
      }
    }
  }
  return shapes.filter((s) => s.fields.size >= MIN_FIELDS).map((s) => ({ ...s, file: fileName }));
}

const cache = new Map();
/** Every contract type of a folder's *.ts files (tests left out), read once per lint run. */
function contractsOf(dir) {
  if (!cache.has(dir)) {
    const shapes = [];
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (!name.endsWith('.ts') || name.endsWith('.d.ts') || /\.test\.ts$/.test(name) || !statSync(path).isFile())
        continue;
      shapes.push(...contractShapes(relative(process.cwd(), path), readFileSync(path, 'utf8')));
    }
    cache.set(dir, shapes);
  }
  return cache.get(dir);
}

/** Same field names, and each field's type the same where the contract spells it. */
function sameShape(candidate, contract) {
  if (candidate.size !== contract.size) return false;
  for (const [key, type] of contract) {
    if (!candidate.has(key)) return false;
    if (type !== ANY && candidate.get(key) !== ANY && candidate.get(key) !== type) return false;
  }
  return true;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noContractCopies = {
  meta: {
    type: 'problem',
    docs: { description: 'a data shape is declared once, in src/contracts (issue 29)' },
    schema: [{ type: 'object', properties: { contractsDir: { type: 'string' } }, additionalProperties: false }],
    messages: {
      copy: "'{{name}}' has the fields of the contract's '{{contract}}' ({{file}}): use that type (import type) instead of a copy",
    },
  },
  create(context) {
    const dir = resolve(context.cwd, context.options[0]?.contractsDir ?? 'src/contracts');
    const contracts = contractsOf(dir);
    const source = context.sourceCode;
    const fieldsOf = (members) => {
      const fields = new Map();
      for (const m of members) {
        if (m.type !== 'TSPropertySignature' || m.computed) return null;
        const key = m.key.type === 'Identifier' ? m.key.name : m.key.type === 'Literal' ? String(m.key.value) : null;
        if (key === null) return null;
        fields.set(key, m.typeAnnotation ? normaliseType(source.getText(m.typeAnnotation.typeAnnotation)) : ANY);
      }
      return fields;
    };
    const check = (node, name, members) => {
      const fields = fieldsOf(members);
      if (!fields || fields.size < MIN_FIELDS) return;
      const match = contracts.find((c) => sameShape(fields, c.fields));
      if (match) context.report({ node, messageId: 'copy', data: { name, contract: match.name, file: match.file } });
    };
    return {
      'ExportNamedDeclaration > TSInterfaceDeclaration'(node) {
        if (!node.extends?.length) check(node, node.id.name, node.body.body);
      },
      'ExportNamedDeclaration > TSTypeAliasDeclaration'(node) {
        if (node.typeAnnotation.type === 'TSTypeLiteral') check(node, node.id.name, node.typeAnnotation.members);
      },
    };
  },
};

export default { rules: { 'no-contract-copies': noContractCopies } };
