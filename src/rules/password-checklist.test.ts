// spec §5 (Password): the live rule list under a new password's field.
import { describe, expect, it } from 'vitest';
import { passwordChecklist, passwordChecklistRules, type PasswordChecklistKey } from './password-checklist';
import { checkPassword, type PasswordOptions } from './password';

const individual: PasswordOptions = {
  accountType: 'INDIVIDUAL',
  tenant: 'standard',
  email: 'maria.gonzalez@example.com',
};
const company: PasswordOptions = { accountType: 'ORGANIZATION', tenant: 'standard', email: 'compras@empresa.cl' };
const classes: PasswordChecklistKey[] = ['lowercase', 'uppercase', 'digit'];

describe('passwordChecklistRules: the lines always shown (spec §5)', () => {
  it.each<[string, PasswordOptions, PasswordChecklistKey[]]>([
    ['an individual', individual, ['minLength', 'noSpaces', ...classes, 'notEmailLike']],
    [
      'an individual whose email is not typed yet',
      { tenant: 'standard' },
      ['minLength', 'noSpaces', ...classes, 'notEmailLike'],
    ],
    [
      'a company: the special character instead of the email',
      company,
      ['minLength', 'noSpaces', ...classes, 'special'],
    ],
    [
      'a collaborator, a company user',
      { ...company, accountType: 'COLLABORATOR' },
      ['minLength', 'noSpaces', ...classes, 'special'],
    ],
    [
      'an individual where the tenant asks for a sign',
      { ...individual, tenant: 'special' },
      ['minLength', 'noSpaces', ...classes, 'special', 'notEmailLike'],
    ],
    [
      'an individual of a 3-of-4 tenant',
      { ...individual, tenant: 'threeOfFour' },
      ['minLength', 'noSpaces', 'threeOfFour', 'notEmailLike'],
    ],
    [
      'a company of a 3-of-4 tenant',
      { ...company, tenant: { passwordPolicy: 'threeOfFour' } },
      ['minLength', 'noSpaces', 'threeOfFour', 'special'],
    ],
    [
      'a change of password',
      { ...individual, previousPassword: 'Tornillo42' },
      ['minLength', 'noSpaces', ...classes, 'notEmailLike', 'differsFromPrevious'],
    ],
  ])('%s', (_who, options, rules) => {
    expect(passwordChecklistRules(options)).toEqual(rules);
  });
});

describe('passwordChecklist: each line met or not for the typed value', () => {
  const unmet = (value: string, options: PasswordOptions) =>
    passwordChecklist(value, options)
      .filter((item) => !item.met)
      .map((item) => item.key);

  it.each<[string, PasswordOptions, PasswordChecklistKey[]]>([
    ['Tornillo42', individual, []],
    ['tornillo', individual, ['uppercase', 'digit']],
    ['Torn42', individual, ['minLength']],
    ['Tornillo 42', individual, ['noSpaces']],
    ['xMariaGonz1', individual, ['notEmailLike']],
    ['Tornillo42', company, ['special']],
    ['Tornillo42!', company, []],
    ['tornillo42', { ...individual, tenant: 'threeOfFour' }, ['threeOfFour']],
    ['tornillo42!', { ...individual, tenant: 'threeOfFour' }, []],
    ['Tornillo42', { ...individual, previousPassword: 'Tornillo42' }, ['differsFromPrevious']],
  ])('%j %j leaves %j unmet', (value, options, rules) => {
    expect(unmet(value, options)).toEqual(rules);
  });

  it('marks nothing met before anything is typed', () => {
    expect(passwordChecklist('', individual).every((item) => !item.met)).toBe(true);
    expect(passwordChecklist('', individual).map((item) => item.key)).toEqual(passwordChecklistRules(individual));
  });

  it.each<[string, string, PasswordOptions, PasswordChecklistKey]>([
    ['over 100 characters', `Aa1${'x'.repeat(98)}`, individual, 'maxLength'],
    ['a common password', 'Password1', individual, 'notCommon'],
    ["a company's password resembling its email", 'xCompras2024!', company, 'notEmailLike'],
  ])('adds a rule it does not always show while the value fails it: %s', (_what, value, options, rule) => {
    const list = passwordChecklist(value, options);
    expect(list.at(-1)).toEqual({ key: rule, met: false });
    expect(list.filter((item) => !item.met).map((item) => item.key)).toEqual([rule]);
    expect(checkPassword(value, options).failed).toEqual([rule]);
  });

  it('every line is met exactly when the checker accepts the value', () => {
    for (const [value, options] of [
      ['Tornillo42', individual],
      ['Tornillo42!', company],
      ['Password1', individual],
      ['xCompras2024!', company],
      ['tornillo42!', { tenant: 'threeOfFour' }],
    ] as const) {
      expect(passwordChecklist(value, options).every((item) => item.met)).toBe(checkPassword(value, options).ok);
    }
  });
});
