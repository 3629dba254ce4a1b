// STYLE.md §1, §13: source files are kebab-case with a role suffix (login.machine.ts, form-field.tsx). Migrations keep their
// NNNN_name.sql form (the migrator orders them by it) and data folders keep their sources' names (SOURCES.md).
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const MIGRATION = /^\d{4}_[a-z0-9_]+\.sql$/;

function trackedFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', 'src', 'server', 'model-tests', 'e2e', 'scripts'],
    { encoding: 'utf8' },
  );
  return out.split('\n').filter(Boolean);
}

export function misnamed(paths: readonly string[]): string[] {
  return paths.filter((path) => {
    const name = basename(path);
    if (path.startsWith('server/migrations/')) return !MIGRATION.test(name);
    if (name === 'SOURCES.md') return false;
    return !KEBAB.test(name);
  });
}

describe('file names (STYLE.md)', () => {
  it('tells a kebab-case name from others', () => {
    expect(
      misnamed([
        'src/machines/login/login.machine.ts',
        'src/views/shared/form-field.tsx',
        'server/migrations/0100_auth.sql',
      ]),
    ).toEqual([]);
    expect(misnamed(['src/views/LoginView.tsx', 'src/rules/card_number.ts', 'server/migrations/auth.sql'])).toEqual([
      'src/views/LoginView.tsx',
      'src/rules/card_number.ts',
      'server/migrations/auth.sql',
    ]);
  });

  it('holds for every file of the project', () => {
    expect(misnamed(trackedFiles())).toEqual([]);
  });
});
