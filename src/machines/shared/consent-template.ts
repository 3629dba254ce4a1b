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
