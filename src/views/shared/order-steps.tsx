// Issue 29: the step markup that an order's after-sales requests share - the cancellation (spec §2) and the return or
// exchange (spec §9): the page frame, a step's form, its choices, the summary with its confirm and the end. Render only:
// texts arrive translated and handlers come from the flow's connect. Issue 30: each step's h2 takes `headingRef` so a
// step change moves focus to it; the page's h1 takes it where the step has no heading of its own.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { RetryBox } from './banners';
import { useFocusOnStep } from './use-focus-on-step';
import { ValidatedForm } from './validated-form';
import '../orders/order-area.css';

type HeadingRef = Ref<HTMLHeadingElement>;

export function OrderStepsFrame({
  className,
  title,
  stepText,
  headingRef,
  ownHeading,
  showOrderLink,
  orderHref,
  orderLabel,
  children,
}: {
  className: string;
  title: string;
  stepText: string | null;
  headingRef: HeadingRef;
  /** false: the step has no heading, the h1 takes the focus */
  ownHeading: boolean;
  showOrderLink: boolean;
  orderHref: string;
  orderLabel: string;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <h1 ref={ownHeading ? undefined : headingRef} tabIndex={ownHeading ? undefined : -1}>
        {title}
      </h1>
      {stepText ? <p>{stepText}</p> : null}
      {children}
      {/* a line of its own: the link's target does not crowd the step's buttons (WCAG 2.2 target size) */}
      {showOrderLink ? (
        <p>
          <a href={orderHref}>{orderLabel}</a>
        </p>
      ) : null}
    </section>
  );
}

/** A step that cannot go on: loading, not found, unavailable, or a failure with its reload (spec §8). */
export function OrderStepStatus({
  kind,
  text,
  detail,
  reloadLabel,
  onReload,
}: {
  kind: 'loading' | 'alert' | 'reload';
  text: string;
  detail?: ReactNode;
  reloadLabel?: string;
  onReload?: () => void;
}) {
  if (kind === 'loading') return <p role="status">{text}</p>;
  if (kind === 'alert') return <p role="alert">{text}</p>;
  return (
    <RetryBox text={text} retryLabel={reloadLabel} onRetry={onReload}>
      {detail}
    </RetryBox>
  );
}

export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      {label}
    </button>
  );
}

/** A step's form: its heading, its groups, then "back" (when the step has one) and the submit. */
export function OrderStepForm({
  onSubmit,
  titleId,
  title,
  headingRef,
  back,
  submitLabel,
  children,
}: {
  onSubmit: () => void;
  titleId: string;
  title: string;
  headingRef: HeadingRef;
  back?: ReactNode;
  submitLabel: string;
  children: ReactNode;
}) {
  // a failed submit moves focus to the group or field marked invalid (validated-form.tsx)
  return (
    <ValidatedForm onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="wizard-actions">
        {back}
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </div>
    </ValidatedForm>
  );
}

/** A group's "choose one" error, the target of the group's aria-describedby. */
export function GroupError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p role="alert" className="field-error" id={id}>
      {text}
    </p>
  ) : null;
}

export interface OrderLineChoice {
  id: string;
  name: string;
  quantity: number;
  refusal: string | null;
  checkbox: InputHTMLAttributes<HTMLInputElement> & { id: string };
}

/** The order's lines as checkboxes; a line that cannot be chosen says why; `extra` adds a chosen line's own controls. */
export function OrderLineChecklist<L extends OrderLineChoice>({
  className,
  lines,
  refusalText,
  extra,
}: {
  className: string;
  lines: L[];
  refusalText: (refusal: NonNullable<L['refusal']>) => string;
  extra?: (line: L) => ReactNode;
}) {
  return (
    <ul className={`order-lines ${className}`}>
      {lines.map((l) => (
        <li key={l.id} className="field--check">
          <input type="checkbox" {...l.checkbox} />
          <label htmlFor={l.checkbox.id}>
            {l.name} × {l.quantity}
          </label>
          {l.refusal ? <p className="field-hint">{refusalText(l.refusal as NonNullable<L['refusal']>)}</p> : null}
          {extra?.(l)}
        </li>
      ))}
    </ul>
  );
}

/** One radio of a step's group, `children` after its label (a hint). */
export function RadioOption({
  id,
  name,
  value,
  checked,
  disabled,
  onChange,
  describedBy,
  label,
  children,
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  describedBy?: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <div className="radio">
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={describedBy}
      />
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** The summary step: what will be requested, then its sending, its failure with a retry, "back" and the confirm. */
export function OrderStepSummary({
  state,
  titleId,
  title,
  headingRef,
  back,
  texts,
  onRetry,
  onConfirm,
  children,
}: {
  state: string;
  titleId: string;
  title: string;
  headingRef: HeadingRef;
  back: ReactNode;
  texts: { submitting: string; submitFailed: string; retry: string; confirm: string };
  onRetry: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      {state === 'submitting' ? <p role="status">{texts.submitting}</p> : null}
      {state === 'submitFailed' ? (
        <RetryBox text={texts.submitFailed} retryLabel={texts.retry} onRetry={onRetry} />
      ) : null}
      <div className="wizard-actions">
        {back}
        {state === 'summary' ? (
          <button type="button" className="button button--primary" data-action="confirm" onClick={onConfirm}>
            {texts.confirm}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** The end: the request's number announced, and the way back to the order. */
export function OrderStepDone({
  title,
  headingRef,
  orderHref,
  orderLabel,
  children,
}: {
  title: string;
  headingRef: HeadingRef;
  orderHref: string;
  orderLabel: string;
  children: ReactNode;
}) {
  return (
    <section role="status" aria-live="polite">
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <a href={orderHref}>{orderLabel}</a>
    </section>
  );
}

/** The states every after-sales flow's machine reports besides its own form steps. */
type OrderStepsCommonState =
  | 'loading'
  | 'notFound'
  | 'failed'
  | 'unavailable'
  | 'refused'
  | 'summary'
  | 'submitting'
  | 'submitFailed'
  | 'submitted';

/**
 * Issue 29: the cancellation and the return walk the same page - the frame, the states that cannot go on (loading, not
 * found, failed, unavailable, refused), the summary with its confirm and the end - and differ only in their form steps
 * (`step`) and the summary's and end's content, rendered only in their own state.
 */
export function OrderStepsPage<S extends string>({
  state,
  className,
  title,
  stepText,
  orderHref,
  orderLabel,
  status,
  back,
  summary,
  done,
  step,
}: {
  state: S;
  className: string;
  title: string;
  stepText: string | null;
  orderHref: string;
  orderLabel: string;
  status: {
    loading: string;
    notFound: string;
    failed: string;
    unavailable: string;
    refused: string;
    refusedDetail: string | null;
    reloadLabel: string;
    onReload: () => void;
  };
  back: ReactNode;
  summary: {
    titleId: string;
    title: string;
    texts: { submitting: string; submitFailed: string; retry: string; confirm: string };
    onRetry: () => void;
    onConfirm: () => void;
    content: () => ReactNode;
  };
  done: { title: string; content: () => ReactNode };
  step: (state: Exclude<S, OrderStepsCommonState>, headingRef: HeadingRef) => ReactNode;
}) {
  // issue 30: each step change moves focus to the new step's heading (the page's h1 where the step has none)
  const headingRef = useFocusOnStep(state === 'loading' ? null : state);
  const reload = { reloadLabel: status.reloadLabel, onReload: status.onReload };
  let ownHeading = false;
  let body: ReactNode;
  switch (state as S | OrderStepsCommonState) {
    case 'loading':
      body = <OrderStepStatus kind="loading" text={status.loading} />;
      break;
    case 'notFound':
      body = <OrderStepStatus kind="alert" text={status.notFound} />;
      break;
    case 'failed':
      body = <OrderStepStatus kind="reload" text={status.failed} {...reload} />;
      break;
    case 'unavailable':
      body = <OrderStepStatus kind="alert" text={status.unavailable} />;
      break;
    case 'refused':
      body = <OrderStepStatus kind="reload" text={status.refused} detail={<p>{status.refusedDetail}</p>} {...reload} />;
      break;
    case 'summary':
    case 'submitting':
    case 'submitFailed':
      ownHeading = true;
      body = (
        <OrderStepSummary
          state={state}
          titleId={summary.titleId}
          title={summary.title}
          headingRef={headingRef}
          back={back}
          texts={summary.texts}
          onRetry={summary.onRetry}
          onConfirm={summary.onConfirm}
        >
          {summary.content()}
        </OrderStepSummary>
      );
      break;
    case 'submitted':
      ownHeading = true;
      body = (
        <OrderStepDone title={done.title} headingRef={headingRef} orderHref={orderHref} orderLabel={orderLabel}>
          {done.content()}
        </OrderStepDone>
      );
      break;
    default:
      ownHeading = true;
      body = step(state as Exclude<S, OrderStepsCommonState>, headingRef);
  }
  return (
    <OrderStepsFrame
      className={className}
      title={title}
      stepText={stepText}
      headingRef={headingRef}
      ownHeading={ownHeading}
      showOrderLink={state !== 'submitted'}
      orderHref={orderHref}
      orderLabel={orderLabel}
    >
      {body}
    </OrderStepsFrame>
  );
}
