import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ShopSummary } from '@/shared/api';
import { shopInfoPath } from '@/shared/config';
import { formatNumber, type Language } from '@/shared/i18n';
import { FallbackImage, rowListClass } from '@/shared/ui';
import { EntityCard, entityLabelClass, EntityMeta } from '@/shared/ui/entity-card';
import { CountryFlag, useCountryName } from '@/entities/country/@x/shop';
import { featuredMachine, machineCounts, machineIconSrc, shopDefaultImage } from '../lib/machines';

const shopCard = css`
  --entity-card-picture-ratio: 16 / 10;

  /* The name follows the country's flag. */
  & :is(h2, h3) {
    display: flex;
    align-items: center;
    gap: var(--space-2);
  }
  & address {
    font-style: normal;
  }
`;

const Machines = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);

  & img {
    width: 40px;
    height: 40px;
  }`;

/** Machine counts by type, with the A1 icon if the shop has any A1 machine, otherwise the W1 icon. */
export const MachineSummary = ({ machines }: { machines: ShopSummary['machineList'] }) => {
  const { t, i18n } = useTranslation('shops');
  const featured = featuredMachine(machines);
  return (
    <Machines>
      <img src={machineIconSrc(featured)} alt={t('card.machineIcon', { type: featured })} width={40} height={40} />
      <ul className={rowListClass} aria-label={t('card.machines')}>
        {machineCounts(machines).map(({ type, count }) => (
          <li key={type} className={entityLabelClass}>
            {t('card.machineCount', { type, count, formatted: formatNumber(count, i18n.language as Language) })}
          </li>
        ))}
      </ul>
    </Machines>
  );
};

export interface ShopCardProps {
  shop: ShopSummary;
  /** 3 under a section heading (default), 2 directly under the page title. */
  headingLevel?: 2 | 3;
}

/** Image, country, name, address and machines of a shop; the whole card opens the shop page. */
export const ShopCard = ({ shop, headingLevel = 3 }: ShopCardProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const countryName = useCountryName();
  return (
    <EntityCard
      className={shopCard}
      layout="row"
      picture={<FallbackImage src={shop.shopImg} fallbackSrc={shopDefaultImage()} alt="" width={240} height={150} />}
    >
      <Heading>
        <CountryFlag code={shop.countryCode} name={countryName(shop)} />
        <Link to={shopInfoPath(shop.shopId)}>{shop.shopName}</Link>
      </Heading>
      <EntityMeta as="address">{shop.shopAddress}</EntityMeta>
      <MachineSummary machines={shop.machineList} />
    </EntityCard>
  );
};
