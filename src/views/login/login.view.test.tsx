// Issue 30: the company login offers the collaborator first-login page, where an invited collaborator enters the code.
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createI18n } from '../../i18n/i18n-setup';
import { loginMachine } from '../../machines/login/login.machine';
import { loginSampleInput } from '../../machines/login/login.samples';
import { LoginView } from './login.view';

describe('login view, company mode (issue 30)', () => {
  it('links to the collaborator first login in company mode only', async () => {
    const actor = createActor(loginMachine, { input: loginSampleInput }).start();
    const i18n = await createI18n('es-PE', { namespaces: ['login', 'common'] });
    render(
      <I18nextProvider i18n={i18n}>
        <LoginView
          actorRef={actor}
          links={{
            recovery: '/pe-b2b/password-recovery',
            register: '/pe-b2b/register',
            agentLogin: '/pe-b2b/agent/login',
            collaboratorFirstLogin: '/pe-b2b/collaborator/first-login',
          }}
        />
      </I18nextProvider>,
    );
    const name = 'Ingresa tu código de primer ingreso';
    expect(screen.queryByRole('link', { name })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Empresas' }));
    expect(screen.getByText('¿Tu empresa te invitó como colaborador?')).toBeTruthy();
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/pe-b2b/collaborator/first-login');
  });
});
