import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ShopDetail } from '@/shared/api';
import { routes } from '@/shared/config';
import { DetailFrame, type DetailPageUnits, DocumentTitle, FallbackImage, Loading, visuallyHidden } from '@/shared/ui';
import { Article } from '@/shared/ui/article';
import { CountryFlag, useCountryName } from '@/entities/country';
import { MachineSummary, shopDefaultImage } from '@/entities/shop';
import { ShopNav } from '@/widgets/shop-nav';
import { $notFound, $shop, ShopInfoGate, shopQuery, shopRetried } from '../model/shop-info-page';

/** What the frame shows of the page's model. */
const detailPage: DetailPageUnits = { Gate: ShopInfoGate, $notFound, $failed: shopQuery.$failed, retried: shopRetried };

/** The shop's picture, then (beside it on a wide screen) its name, machines and details. */
const shopArticle = css`
  display: grid;
  gap: var(--space-5);

  & > img {
    width: 100%;
    max-height: 420px;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: var(--radius-m);
    background: var(--color-canvas);
  }
  /* The name follows the country's flag. */
  & h1 {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    margin: 0 0 var(--space-3);
  }
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(6em, max-content) 1fr;
  gap: var(--space-2) var(--space-4);
  margin: var(--space-4) 0 0;

  & dt {
    color: var(--color-ink-soft);
    font-weight: 600;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Intro = styled.p`
  margin: var(--space-3) 0 0;
  line-height: 1.8;
  /* Operators write the introduction in paragraphs: keep their line breaks. */
  white-space: pre-line;
`;

/** The detail rows of the spec, in its order (the introduction is shown as a paragraph). */
const FIELDS = ['shopPhone', 'type', 'openingTime', 'restDay', 'shopAddress', 'trafficInfo', 'budget', 'theme', 'service'] as const;

const Field = ({ shop, field }: { shop: ShopDetail; field: (typeof FIELDS)[number] }) => {
  const { t } = useTranslation('shops');
  const value = shop[field];
  return (
    <>
      <dt>{t(`info.fields.${field}`)}</dt>
      <dd>
        {!value ? (
          t('info.none')
        ) : field === 'shopPhone' ? (
          <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
        ) : (
          value
        )}
      </dd>
    </>
  );
};

const ShopDetails = () => {
  const { t } = useTranslation('shops');
  const shop = useUnit($shop);
  const countryName = useCountryName();
  if (!shop) return <Loading />;
  return (
    <Article className={shopArticle}>
      <DocumentTitle title={shop.shopName} />
      <FallbackImage
        src={shop.shopImg}
        fallbackSrc={shopDefaultImage()}
        alt={t('info.imageAlt', { name: shop.shopName })}
        width={640}
        height={400}
        loading="eager"
      />
      <div>
        <h1>
          <CountryFlag code={shop.countryCode} name={countryName(shop)} />
          {shop.shopName}
        </h1>
        <MachineSummary machines={shop.machineList} />
        <Intro>{shop.shopInfo}</Intro>
        <Details>
          {FIELDS.map((field) => (
            <Field key={field} shop={shop} field={field} />
          ))}
          <dt>{t('info.fields.url')}</dt>
          <dd>
            {shop.website ? (
              <a href={shop.website} target="_blank" rel="noopener noreferrer">
                {shop.website}
                <span className={visuallyHidden}>{t('info.newWindow')}</span>
              </a>
            ) : (
              t('info.none')
            )}
          </dd>
        </Details>
      </div>
    </Article>
  );
};

export const ShopInfoPage = () => {
  const { t } = useTranslation('shops');
  const texts = { notFound: t('info.notFound'), notFoundHint: t('info.notFoundHint'), back: t('info.back') };
  return (
    <DetailFrame nav={<ShopNav />} page={detailPage} texts={texts} back={routes.shops}>
      <ShopDetails />
    </DetailFrame>
  );
};
