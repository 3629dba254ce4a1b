import { describe, expect, it } from 'vitest';
import { blurField, changeField, touchFields } from './form-fields';

type Values = { email: string; name: string };
type Field = keyof Values;
const required = (field: Field, values: Values) => (values[field].trim() ? null : 'errors.required');
const context = (touched: Partial<Record<Field, boolean>> = {}, errors: Partial<Record<Field, string>> = {}) => ({
  values: { email: '', name: '' },
  errors,
  touched,
});

describe('changeField', () => {
  it('stores the value and leaves an untouched field unjudged', () => {
    expect(changeField(context(), 'email', '', required)).toEqual({ values: { email: '', name: '' }, errors: {} });
  });
  it('re-checks a touched field as the user fixes it', () => {
    const shown = context({ email: true }, { email: 'errors.required' });
    expect(changeField(shown, 'email', 'a@b.cl', required)).toEqual({
      values: { email: 'a@b.cl', name: '' },
      errors: {},
    });
    expect(changeField(context({ email: true }), 'email', ' ', required).errors).toEqual({ email: 'errors.required' });
  });
});

describe('blurField', () => {
  it('marks the field touched and shows its error', () => {
    expect(blurField(context({ name: true }), 'email', required)).toEqual({
      touched: { name: true, email: true },
      errors: { email: 'errors.required' },
    });
  });
});

describe('touchFields', () => {
  it('adds the listed fields to the touched ones and takes the given errors', () => {
    expect(touchFields<Field>({ name: true }, ['email'], { email: 'errors.required' })).toEqual({
      touched: { name: true, email: true },
      errors: { email: 'errors.required' },
    });
  });
});
