// Issue 29: how the registration-family views (registration, lite and company registration, collaborator onboarding) turn
// a connect's label and error keys into text: the keys are the registration namespace's, a required label ends in " *".
type Translate = (key: 'errors.required' | 'fields.email') => string;

export function registrationTexts(t: Translate) {
  return {
    errorText: (key: string | null) => (key ? t(key as 'errors.required') : null),
    labelText: (label: { key: string; required: boolean }) =>
      `${t(label.key as 'fields.email')}${label.required ? ' *' : ''}`,
  };
}
