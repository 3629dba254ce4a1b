import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsentCheckbox } from './consent-checkbox';

describe('ConsentCheckbox', () => {
  it('labels the checkbox with the template text, marks a required one and links to the full text', () => {
    render(
      <ConsentCheckbox
        id="c-terms"
        template={{ text: 'Acepto los términos', required: true, url: 'https://example.test/terminos' }}
        inputProps={{ type: 'checkbox', name: 'consent-terms', checked: false, onChange: () => undefined }}
        readMoreLabel="Leer más"
      />,
    );
    expect(screen.getByLabelText('Acepto los términos *').getAttribute('name')).toBe('consent-terms');
    const link = screen.getByRole('link', { name: 'Leer más' });
    expect(link.getAttribute('href')).toBe('https://example.test/terminos');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows an optional template without a star and without a link when it has no url', () => {
    render(
      <ConsentCheckbox
        id="c-loyalty"
        template={{ text: 'Programa de puntos', required: false, url: null }}
        inputProps={{ type: 'checkbox', name: 'consent-loyalty', checked: false, onChange: () => undefined }}
        readMoreLabel="Leer más"
      />,
    );
    expect(screen.getByLabelText('Programa de puntos')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
