// Issue 30: the company-details form has the error summary of the other forms (ValidatedForm): a failed submit lists the
// invalid fields and moves focus to the first one.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createI18n } from '../../i18n/i18n-setup';
import { companyDetailsMachine } from '../../machines/company-details/company-details.machine';
import { companyDetailsLoadSample, companyDetailsSample } from '../../machines/company-details/company-details.samples';
import { CompanyDetailsView } from './company-details.view';

describe('company details view (issue 30)', () => {
  it('shows the error summary and focuses the first invalid field after a failed submit', async () => {
    const save = vi.fn(async () => companyDetailsSample);
    const actor = createActor(
      companyDetailsMachine.provide({
        actors: {
          loadDetails: fromPromise(async () => companyDetailsLoadSample),
          loadChildren: fromPromise(async (): Promise<{ id: string; name: string }[]> => []),
          saveDetails: fromPromise(save),
        },
      }),
      { input: { country: 'PE', geoLevels: 3 } },
    ).start();
    const i18n = await createI18n('es-PE', { namespaces: ['account', 'rules', 'common'] });
    render(
      <I18nextProvider i18n={i18n}>
        <CompanyDetailsView actorRef={actor} />
      </I18nextProvider>,
    );
    const name = await screen.findByLabelText(/Razón social/, {}, { timeout: 5000 });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getByText('Revisa el campo marcado para continuar')).toBeTruthy());
    expect(screen.getByRole('link', { name: /^Razón social: / })).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(save).not.toHaveBeenCalled();
  });
});
