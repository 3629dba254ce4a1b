// The design card's libraries' floor (issue 28): what a login form built on the stack the product was asked for weighs
// before any of Cuenta's own code. React 19 with react-dom, React Router's data router, i18next with react-i18next, xstate
// with @xstate/react, ky and superstruct, each used as the app uses it, in one page. scripts/bundle-budget.mjs builds it
// and prints its weight beside the login's.
import { useMachine } from '@xstate/react';
import i18next from 'i18next';
import ky from 'ky';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, RouterProvider, useLoaderData } from 'react-router';
import { create, object, string } from 'superstruct';
import { assign, fromPromise, setup } from 'xstate';

const Answer = object({ id: string() });
const api = ky.create({ prefixUrl: '/api', timeout: 15_000, retry: { limit: 1, methods: ['get'] } });

const login = setup({
  types: {
    context: {} as { email: string; error: string | null },
    events: {} as { type: 'form.submit'; email: string },
  },
  actors: {
    submit: fromPromise(async ({ input }: { input: string }) =>
      create(await api.post('login', { json: { input } }).json(), Answer),
    ),
  },
}).createMachine({
  context: { email: '', error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'form.submit': { target: 'busy', actions: assign({ email: ({ event }) => event.email }) } } },
    busy: {
      invoke: {
        src: 'submit',
        input: ({ context }) => context.email,
        onDone: 'idle',
        onError: { target: 'idle', actions: assign({ error: 'failed' }) },
      },
    },
  },
});

function Login() {
  const { t } = useTranslation();
  const data = useLoaderData() as { tenant: string };
  const [snapshot, send] = useMachine(login);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit', email: new FormData(event.currentTarget).get('email') as string });
      }}
    >
      <h1>{t('title', { tenant: data.tenant, defaultValue: '' })}</h1>
      <input name="email" type="email" aria-label={t('email', 'Email')} />
      {snapshot.context.error ? <p role="alert">{t('error', 'Error')}</p> : null}
      <button disabled={snapshot.matches('busy')}>{t('submit', 'OK')}</button>
      <Link to="/register">{t('register', 'Register')}</Link>
    </form>
  );
}

void i18next.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: { title: '{{tenant}}' } } } });
const router = createBrowserRouter([
  { path: '/:tenant/login', loader: ({ params }) => ({ tenant: params.tenant }), Component: Login },
]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
