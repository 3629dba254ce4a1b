import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError, TextInputField } from './form-field';

describe('TextInputField', () => {
  it('labels the input and links the error to it', () => {
    render(
      <TextInputField
        id="f-email"
        label="Correo *"
        error="Ingresa un correo válido"
        type="email"
        name="email"
        defaultValue=""
      />,
    );
    const input = screen.getByLabelText('Correo *');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-describedby')).toBe('f-email-error');
    const alert = screen.getByRole('alert');
    expect(alert.id).toBe('f-email-error');
    expect(alert.textContent).toBe('Ingresa un correo válido');
  });

  it('shows no error and no description while the field is fine', () => {
    render(<TextInputField id="f-name" label="Nombre" error={null} name="firstName" defaultValue="" />);
    expect(screen.getByLabelText('Nombre').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('FieldError', () => {
  it('renders the text as an alert, or nothing', () => {
    const { rerender } = render(<FieldError text="Acepta los términos" />);
    expect(screen.getByRole('alert').textContent).toBe('Acepta los términos');
    rerender(<FieldError text={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
