// Renders a view as the app does: inside the i18n provider, with a Suspense boundary for the lazily loaded catalogues.
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export function renderWithI18n(i18n: I18n, ui: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback="…">{ui}</Suspense>
    </I18nextProvider>,
  );
}
