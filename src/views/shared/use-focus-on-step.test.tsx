import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFocusOnStep } from './use-focus-on-step';
import { ValidatedForm } from './validated-form';

/** Stand-in for a flow view: the step comes from outside (the machine), each step has its own heading and button. */
function Steps({ step, onNext }: { step: 'one' | 'two' | 'confirm' | 'loading'; onNext: () => void }) {
  const heading = useFocusOnStep(step === 'loading' ? null : step === 'confirm' ? null : step);
  if (step === 'loading') return <p>Cargando…</p>;
  if (step === 'confirm')
    return (
      <button type="button" autoFocus>
        Seguir
      </button>
    );
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        {step === 'one' ? 'Paso uno' : 'Paso dos'}
      </h2>
      <button type="button" key={step} onClick={onNext}>
        Siguiente {step}
      </button>
    </section>
  );
}

describe('useFocusOnStep (issue 30)', () => {
  it('leaves the first step alone, then moves focus to each new step heading, never to <body>', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Steps step="loading" onNext={() => {}} />);
    rerender(<Steps step="one" onNext={() => {}} />);
    // the first step the view shows is where the page starts: nothing is taken
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('button', { name: 'Siguiente one' }));
    rerender(<Steps step="two" onNext={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Paso dos' }));

    // a step that places its own focus (null) keeps it; coming back from it, the heading takes it again
    rerender(<Steps step="confirm" onNext={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Seguir' }));
    rerender(<Steps step="one" onNext={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Paso uno' }));

    // the same step again (a re-render) does not move focus
    await user.tab();
    const focused = document.activeElement;
    rerender(<Steps step="one" onNext={() => {}} />);
    expect(document.activeElement).toBe(focused);
  });

  it('with ValidatedForm: a group marked invalid as a whole hands focus to its first reachable control', async () => {
    const user = userEvent.setup();
    function Group({ invalid }: { invalid: boolean }) {
      return (
        <ValidatedForm noValidate onSubmit={(event) => event.preventDefault()}>
          <h2 id="g">Productos</h2>
          <fieldset aria-labelledby="g" aria-invalid={invalid} aria-describedby={invalid ? 'g-error' : undefined}>
            <input type="checkbox" id="a" disabled />
            <label htmlFor="a">Foco</label>
            <input type="checkbox" id="b" />
            <label htmlFor="b">Taladro</label>
            {invalid ? (
              <p role="alert" id="g-error">
                Selecciona al menos un producto.
              </p>
            ) : null}
          </fieldset>
          <button type="submit">Siguiente</button>
        </ValidatedForm>
      );
    }
    render(<Group invalid />);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Taladro'));
    const link = document.querySelector('.error-summary a')!;
    // the summary's link names the group, and following it lands on the same control
    expect(link.getAttribute('href')).toBe(`#${document.querySelector('fieldset')!.id}`);
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('Taladro'));
  });
});
