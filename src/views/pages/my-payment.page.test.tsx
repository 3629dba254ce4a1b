// The saved-cards page tells each save through the app's toaster with `t(NOTICE_KEYS[notice])`, translated with the page's
// namespaces. react-i18next's `useTranslation(['payment', 'common'])` fixes `t` to the first namespace (nsMode 'default'), so
// a common key must name its namespace; one that does not shows the raw key in the toast (issue 16).
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n-setup';
import { NOTICE_KEYS } from '../../machines/my-payment/my-payment.connect';

describe('my-payment page toasts', () => {
  it.each(['es-CL', 'pt-BR'] as const)('every save notice is a text in %s, not a raw key', async (locale) => {
    const i18n = await createI18n(locale, { namespaces: ['payment', 'common'] });
    const t = i18n.getFixedT(locale, 'payment');
    const texts = Object.values(NOTICE_KEYS).map((key) => t(key as never) as string);
    for (const [index, key] of Object.values(NOTICE_KEYS).entries()) {
      expect(texts[index]).not.toBe(key);
      expect(texts[index]).not.toContain('notices.');
      expect(texts[index]).not.toContain('messages.');
    }
    if (locale === 'es-CL') expect(texts).toContain('Seleccionaste tu medio de pago favorito.');
  });
});
