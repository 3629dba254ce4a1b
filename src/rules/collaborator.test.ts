// spec §3 (Collaborator), §5 (collaborator fields required: 'Este campo es obligatorio').
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { is } from 'superstruct';
import { collaboratorStruct, parseAmount, validateCollaborator, type CollaboratorInput } from './collaborator';

const good: CollaboratorInput = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'Ana.Perez@Empresa.cl',
  phone: '912345678',
  companyDocument: '76.086.428-5',
  maximumPurchaseAmount: '500000',
  status: 'active',
  userType: 'buyer',
};

describe('validateCollaborator (spec §5)', () => {
  it('accepts a complete collaborator and normalizes it', () => {
    expect(validateCollaborator(good, { country: 'CL', companyDocumentType: 'RUT' })).toEqual({
      ok: true,
      value: {
        firstName: 'Ana',
        lastName: 'Pérez',
        email: 'ana.perez@empresa.cl',
        phone: '912345678',
        companyDocument: '760864285',
        maximumPurchaseAmount: 500000,
        status: 'active',
        userType: 'buyer',
      },
    });
  });

  it('company document, email, amount, status and user type are required', () => {
    expect(validateCollaborator({})).toEqual({
      ok: false,
      errors: {
        companyDocument: 'collaborator.required',
        email: 'collaborator.required',
        maximumPurchaseAmount: 'collaborator.required',
        status: 'collaborator.required',
        userType: 'collaborator.required',
      },
    });
  });

  it.each<[Partial<CollaboratorInput>, Record<string, string>]>([
    [{ email: 'ana@' }, { email: 'email.invalid' }],
    [{ maximumPurchaseAmount: '-5' }, { maximumPurchaseAmount: 'collaborator.amountInvalid' }],
    [{ maximumPurchaseAmount: 'mil' }, { maximumPurchaseAmount: 'collaborator.amountInvalid' }],
    [{ status: 'blocked' }, { status: 'collaborator.statusInvalid' }],
    [{ userType: 'admin' }, { userType: 'collaborator.userTypeInvalid' }],
    [{ companyDocument: '76.086.428-4' }, { companyDocument: 'collaborator.documentInvalid' }],
    [{ phone: '91234567' }, { phone: 'phone.invalidLength' }],
    [{ phone: '9123x5678' }, { phone: 'phone.invalidCharacters' }],
    [{ firstName: 'Ana2' }, { firstName: 'name.lettersOnly' }],
  ])('%j -> %j', (change, errors) => {
    expect(validateCollaborator({ ...good, ...change }, { country: 'CL', companyDocumentType: 'RUT' })).toEqual({
      ok: false,
      errors,
    });
  });

  it('user types and statuses of spec §3', () => {
    for (const userType of ['superUser', 'buyer', 'quoter']) {
      for (const status of ['active', 'inactive'])
        expect(validateCollaborator({ ...good, userType, status }).ok).toBe(true);
    }
  });

  it('amounts', () => {
    expect(parseAmount('1500,50')).toBe(1500.5);
    expect(parseAmount(0)).toBe(0);
    expect(parseAmount(-1)).toBeNull();
    expect(parseAmount('1.000.000')).toBeNull();
  });

  it('collaboratorStruct', () => {
    expect(is(good, collaboratorStruct({ country: 'CL' }))).toBe(true);
    expect(is({ ...good, email: '' }, collaboratorStruct({ country: 'CL' }))).toBe(false);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() =>
          validateCollaborator(v as CollaboratorInput, { country: 'CL', companyDocumentType: 'RUT' }),
        ).not.toThrow();
      }),
    );
  });
});
