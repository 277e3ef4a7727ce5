import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config';
import { $language, formatNumber } from '@/shared/i18n';
import { PRODUCT_FILES } from '../config/product-files';
import { PromoVideo } from './promo-video';
import { Files, Section } from './promo-section.styles';

const PdfIcon = () => (
  <svg viewBox="0 0 32 40" aria-hidden="true" focusable="false">
    <path d="M2 2h20l8 8v28H2z" fill="var(--color-brand-soft)" stroke="var(--color-brand)" strokeWidth="2" />
    <path d="M22 2v8h8" fill="none" stroke="var(--color-brand)" strokeWidth="2" />
    <rect x="6" y="22" width="20" height="9" rx="2" fill="var(--color-brand)" />
  </svg>
);

/** Kilobytes with one decimal, in the UI language's number format. */
const kilobytes = (bytes: number, language: Parameters<typeof formatNumber>[1]) =>
  formatNumber(Math.round((bytes / 1024) * 10) / 10, language);

/** The promo clip (local file, no autoplay, translated titles over it, described in text) and the two product sheets. */
export const PromoSection = ({ className }: { className?: string }) => {
  const { t } = useTranslation('home');
  const language = useUnit($language);
  return (
    <Section className={className} aria-labelledby="home-promo-title">
      <div>
        <h2 id="home-promo-title">{t('promo.title')}</h2>
        <figure>
          <PromoVideo descriptionId="home-promo-description" />
          <figcaption id="home-promo-description">{t('promo.description')}</figcaption>
        </figure>
      </div>
      <div>
        <h3>{t('promo.productsTitle')}</h3>
        <Files>
          {PRODUCT_FILES.map((file) => (
            <li key={file.model}>
              <a href={`${env.basePath}${file.path}`} type="application/pdf">
                <PdfIcon />
                <div>
                  {t('promo.product', { model: file.model })}
                  <span>{t('promo.fileInfo', { size: kilobytes(file.bytes, language) })}</span>
                </div>
              </a>
            </li>
          ))}
        </Files>
      </div>
    </Section>
  );
};
