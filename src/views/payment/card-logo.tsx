// spec §3: card logos by payment-gateway kind and card type (src/rules/payment-method.ts cardLogo). Simple neutral drawings
// of our own (no network's trademark artwork): a card shape in a muted colour with a short wordmark. `generic` is the fallback.
import { useTranslation } from 'react-i18next';
import type { CardLogo as CardLogoId } from '../../rules/payment-method';

const STYLE: Record<CardLogoId, { fill: string; mark: string; ink?: string }> = {
  visa: { fill: '#2f3e73', mark: 'VISA' },
  mastercard: { fill: '#3b3b3b', mark: 'MC' },
  amex: { fill: '#2b6f8e', mark: 'AMEX' },
  diners: { fill: '#4d5d6c', mark: 'DC' },
  classic: { fill: '#6b5b3e', mark: 'CL' },
  codensa: { fill: '#3f6b4a', mark: 'CO' },
  cmr: { fill: '#5b7f2a', mark: 'CMR' },
  soriana: { fill: '#8a3b3b', mark: 'SOR' },
  debit: { fill: '#5d6470', mark: 'DEB' },
  generic: { fill: '#e6e8eb', mark: '', ink: '#6b7280' },
};

/** `decorative`: beside a text that already names the card (hidden from screen readers). Sizes of spec §9: 45, 32 small. */
export function CardLogo({
  logo,
  size = 45,
  decorative = false,
}: {
  logo: CardLogoId;
  size?: number;
  decorative?: boolean;
}) {
  const { t } = useTranslation('payment');
  const style = STYLE[logo];
  const height = Math.round((size * 2) / 3);
  return (
    <svg
      className="card-logo"
      data-logo={logo}
      width={size}
      height={height}
      viewBox="0 0 48 32"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t(`logos.${logo}`) })}
    >
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill={style.fill} stroke={style.ink ?? 'none'} />
      {logo === 'mastercard' ? (
        <>
          <circle cx="20" cy="16" r="7" fill="#bdbdbd" opacity="0.9" />
          <circle cx="28" cy="16" r="7" fill="#8c8c8c" opacity="0.9" />
        </>
      ) : null}
      {logo === 'generic' ? (
        <>
          <rect x="0.5" y="7" width="47" height="5" fill={style.ink} />
          <rect x="6" y="20" width="16" height="3" rx="1" fill={style.ink} />
        </>
      ) : (
        <text
          x="24"
          y={logo === 'mastercard' ? 29 : 20}
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontSize={logo === 'mastercard' ? 6 : 9}
          fontWeight="700"
          fill="#ffffff"
          aria-hidden="true"
        >
          {style.mark}
        </text>
      )}
    </svg>
  );
}
