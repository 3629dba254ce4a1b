// spec §5 (Password), §4 (strength, field errors), §9 (min 8).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { is, validate } from 'superstruct';
import {
  checkPassword,
  isCommonPassword,
  passwordFieldError,
  passwordRuleMessageKey,
  passwordRulesFor,
  passwordStrength,
  passwordStruct,
  resemblesEmail,
  type PasswordOptions,
  type PasswordRuleKey,
} from './password';

const individual: PasswordOptions = {
  accountType: 'INDIVIDUAL',
  tenant: 'standard',
  email: 'maria.gonzalez@example.com',
};
const company: PasswordOptions = {
  accountType: 'ORGANIZATION',
  tenant: { passwordPolicy: 'standard' },
  email: 'compras@empresa.cl',
};

describe('checkPassword (spec §5)', () => {
  it.each<[string, PasswordOptions, PasswordRuleKey[]]>([
    ['Tornillo42', individual, []],
    ['', individual, ['required', 'minLength', 'lowercase', 'uppercase', 'digit']],
    ['Torn42', individual, ['minLength']],
    [`Aa1${'x'.repeat(98)}`, individual, ['maxLength']],
    ['Tornillo 42', individual, ['noSpaces']],
    ['TORNILLO42', individual, ['lowercase']],
    ['tornillo42', individual, ['uppercase']],
    ['Tornillos', individual, ['digit']],
    ['Tornillo42', company, ['special']],
    ['Tornillo42!', company, []],
    ['Tornillo42', { tenant: 'special' }, ['special']],
    ['Tornillo_42', { tenant: 'special' }, ['special']], // the underscore is a word character
    ['Tornillo-42', { tenant: 'special' }, []],
    ['Gon4Zal3zXY', individual, []], // no 4-character run of maria.gonzalez
    ['xMariaGonz1', individual, ['notEmailLike']], // "mari", "aria"... 4-character runs of the local part
    ['Aa1gonzalez', individual, ['notEmailLike']],
    ['xCompras2024!', company, ['notEmailLike']],
    ['Tornillo42', { ...individual, previousPassword: 'Tornillo42' }, ['differsFromPrevious']],
    ['Tornillo43', { ...individual, previousPassword: 'Tornillo42' }, []],
    ['Password1', individual, ['notCommon']],
    ['Qwerty123', individual, ['notCommon']],
    ['Dragon2024!', company, ['notCommon']],
  ])('%j %j fails %j', (password, options, failed) => {
    const result = checkPassword(password, options);
    expect(result.failed).toEqual(failed);
    expect(result.ok).toBe(failed.length === 0);
  });

  describe('3-of-4 tenants', () => {
    const threeOfFour: PasswordOptions = { tenant: { passwordPolicy: 'threeOfFour' }, accountType: 'INDIVIDUAL' };
    it.each([
      ['tornillo42!', true], // lower, digit, sign
      ['TORNILLO42!', true], // upper, digit, sign
      ['Tornillo!!', true], // lower, upper, sign
      ['Tornillo42', true], // lower, upper, digit
      ['tornillo42', false],
      ['tornillo!!', false],
      ['TORNILLO!!', false],
      ['12345678!!', false],
    ])('%s -> %s', (password, ok) => {
      expect(checkPassword(password, threeOfFour).ok).toBe(ok);
      if (!ok) expect(checkPassword(password, threeOfFour).failed).toEqual(['threeOfFour']);
    });
    it('company users of those tenants also need the special character', () => {
      expect(checkPassword('Tornillo42', { tenant: 'threeOfFour', accountType: 'ORGANIZATION' }).failed).toEqual([
        'special',
      ]);
    });
  });

  it('the email rule: a 4-character password inside the local part, and short local parts', () => {
    expect(resemblesEmail('aria', 'maria@x.cl')).toBe(true);
    expect(resemblesEmail('Zz9!kkkk', 'ana@x.cl')).toBe(false);
    expect(resemblesEmail('ANA12345', 'ana@x.cl')).toBe(false);
    expect(resemblesEmail('xxMARIxx', 'maria@x.cl')).toBe(true);
    expect(resemblesEmail('anything', null)).toBe(false);
  });

  it('collaborators are company users', () => {
    expect(passwordRulesFor({ accountType: 'COLLABORATOR' })).toContain('special');
  });
});

describe('passwordRulesFor: the live rule list (spec §5)', () => {
  it('individuals get the email rule; companies get the special character as well', () => {
    expect(passwordRulesFor(individual)).toEqual([
      'minLength',
      'maxLength',
      'noSpaces',
      'lowercase',
      'uppercase',
      'digit',
      'notEmailLike',
      'notCommon',
    ]);
    expect(passwordRulesFor(company)).toEqual([
      'minLength',
      'maxLength',
      'noSpaces',
      'lowercase',
      'uppercase',
      'digit',
      'special',
      'notEmailLike',
      'notCommon',
    ]);
    expect(passwordRulesFor({ tenant: 'threeOfFour' })).toEqual([
      'minLength',
      'maxLength',
      'noSpaces',
      'threeOfFour',
      'notCommon',
    ]);
  });
  it('message keys live under password.rules', () => {
    expect(passwordRuleMessageKey('minLength')).toBe('password.rules.minLength');
  });
});

describe('strength levels (spec §4)', () => {
  it.each([
    ['', 'weak'],
    ['abc', 'weak'],
    ['abcdefgh', 'weak'],
    ['Password1', 'weak'], // common
    ['Tornillo42', 'acceptable'],
    ['Tornillo42!', 'strong'],
    ['tornillo42!', 'acceptable'],
    ['tornillo42!x', 'strong'],
    ['Tornillo42!xyz', 'extraStrong'],
    ['TornilloMartillo42', 'extraStrong'],
  ] as const)('%s is %s', (password, strength) => {
    const result = checkPassword(password, { tenant: 'threeOfFour' });
    expect(result.strength).toBe(strength);
  });
  it('a password failing a rule is weak', () => {
    expect(passwordStrength('Tornillo42!', ['special'])).toBe('weak');
  });
});

describe('common passwords', () => {
  it.each(['password', 'PASSWORD', '123456789', 'iloveyou', 'contraseña', 'senha123', 'Teamo2024', 'Qwerty!!'])(
    '%s is common',
    (p) => {
      expect(isCommonPassword(p)).toBe(true);
    },
  );
  it.each(['Tornillo42', 'Zx9!kLmQ', 'Sol2024!x', 'casaBlanca9'])('%s is not', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});

describe('passwordFieldError (spec §4, §8)', () => {
  it('empty, partial, valid', () => {
    expect(passwordFieldError('')).toBe('password.passwordEmptyFieldError');
    expect(passwordFieldError(undefined)).toBe('password.passwordEmptyFieldError');
    expect(passwordFieldError('short')).toBe('password.passwordPartialValidation');
    expect(passwordFieldError('Tornillo42')).toBeNull();
  });
});

describe('passwordStruct', () => {
  it('accepts a valid password and names the first failed rule', () => {
    expect(is('Tornillo42!', passwordStruct({ accountType: 'ORGANIZATION' }))).toBe(true);
    const [error] = validate('Tornillo42', passwordStruct({ accountType: 'ORGANIZATION' }));
    expect(error?.message).toBe('password.rules.special');
  });
});

describe('properties', () => {
  it('never throws and always answers with known rules', () => {
    const rules = new Set<string>([
      'required',
      ...passwordRulesFor({ tenant: 'threeOfFour', email: 'a@b.c', previousPassword: 'x' }),
      'lowercase',
      'uppercase',
      'digit',
      'special',
    ]);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (password, options) => {
        const opts =
          typeof options === 'object' && options !== null && !Array.isArray(options)
            ? (options as PasswordOptions)
            : {};
        const run = () => checkPassword(password, opts);
        expect(run).not.toThrow();
        const result = run();
        for (const rule of result.failed) expect(rules.has(rule)).toBe(true);
      }),
    );
  });
  it('any string: ok exactly when nothing failed, and a passing password is never weak unless its classes are few', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.emailAddress(), (password, email) => {
        const result = checkPassword(password, { email, accountType: 'ORGANIZATION' });
        expect(result.ok).toBe(result.failed.length === 0);
        if (result.ok) expect(result.strength).not.toBe('weak');
      }),
    );
  });
});
