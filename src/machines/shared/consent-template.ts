/** spec §9: a consent template as the consent-bearing machines show it (registration's form, a signed-in user's consent check). */
export interface ConsentTemplate {
  id: string;
  version: string;
  title: string;
  text: string;
  url: string | null;
  required: boolean;
}

/** Every required consent template is accepted (optional ones, such as the loyalty programme, may be declined). */
export function consentsComplete(templates: readonly ConsentTemplate[], answers: Record<string, boolean>): boolean {
  return templates.every((template) => !template.required || answers[template.id] === true);
}

/** issue 14: where the templates carry the terms, they replace the form's generic terms checkbox (one checkbox per template). */
export function carriesTerms(templates: readonly ConsentTemplate[]): boolean {
  return templates.some((template) => /-terms$/.test(template.id));
}

/** What a registration sends: each shown template with its version and the person's answer. */
export function acceptancesOf(
  templates: readonly ConsentTemplate[],
  answers: Record<string, boolean>,
): { templateId: string; version: string; accepted: boolean }[] {
  return templates.map((template) => ({
    templateId: template.id,
    version: template.version,
    accepted: answers[template.id] === true,
  }));
}

/** The connect's props of one consent checkbox (id from the form's prefix, the answer, the toggle event). */
export function consentInputProps(
  prefix: string,
  templateId: string,
  answers: Record<string, boolean>,
  disabled: boolean,
  send: (event: { type: 'consent.toggle'; templateId: string; accepted: boolean }) => void,
) {
  return {
    id: `${prefix}-consent-${templateId}`.replace(/[^A-Za-z0-9_-]/g, '-'),
    name: `consent-${templateId}`,
    type: 'checkbox' as const,
    checked: answers[templateId] === true,
    disabled,
    onChange: (event: { target: { checked: boolean } }) =>
      send({ type: 'consent.toggle', templateId, accepted: event.target.checked }),
  };
}

/** The part of a consent-bearing form machine's context that its consent checkboxes read and write. */
export interface ConsentAnswers {
  consentTemplates: readonly ConsentTemplate[];
  consentAnswers: Record<string, boolean>;
  consentError: boolean;
}

/** A submit: the consent error shows while a required template is not accepted. */
export function markedConsents(context: ConsentAnswers): Pick<ConsentAnswers, 'consentError'> {
  return { consentError: !consentsComplete(context.consentTemplates, context.consentAnswers) };
}

/**
 * `consent.toggle` (issue 29: one for registration, company and lite registration): store the answer; an error already
 * shown goes once every required template is accepted.
 */
export function toggledConsent(
  context: ConsentAnswers,
  params: { templateId: string; accepted: boolean },
): Pick<ConsentAnswers, 'consentAnswers' | 'consentError'> {
  const consentAnswers = { ...context.consentAnswers, [params.templateId]: params.accepted };
  return {
    consentAnswers,
    consentError: context.consentError && !consentsComplete(context.consentTemplates, consentAnswers),
  };
}
