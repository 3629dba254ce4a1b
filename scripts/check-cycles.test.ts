// The lint step's cycle check (issue 9): it must find a real cycle and ignore type-only imports.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { findCycles, importGraph } from './check-cycles.mjs';

describe('check-cycles', () => {
  it('finds a cycle through value imports and none through type-only imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    const file = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const files = [
      file('a.ts', "import { b } from './b';\nexport const a = b;\n"),
      file('b.ts', "import { c } from './c';\nexport const b = c;\n"),
      file('c.ts', "import { a } from './a';\nexport const c = 1;\n"),
      file('d.ts', "import type { E } from './e';\nexport type D = E;\n"),
      file('e.ts', "import { type D } from './d';\nexport type E = D;\n"),
    ];
    const cycles = findCycles(importGraph(files)) as string[][];
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts'].map((n) => relative(process.cwd(), join(dir, n)))]);
  });
});
