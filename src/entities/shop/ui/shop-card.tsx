import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ShopSummary } from '@/shared/api';
import { shopInfoPath } from '@/shared/config';
import { formatNumber, type Language } from '@/shared/i18n';
import { FallbackImage } from '@/shared/ui';
import { CountryFlag, useCountryName } from '@/entities/country/@x/shop';
import { featuredMachine, machineCounts, machineIconSrc, shopDefaultImage } from '../lib/machines';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 1fr;
  overflow: hidden;
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);
  transition: transform 0.15s, box-shadow 0.15s;

  &:hover,
  &:focus-within {
    transform: translateY(-2px);
    box-shadow: var(--shadow-pop);
  }

  & > img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    display: block;
    background: var(--color-canvas);
  }

  @media (min-width: 720px) {
    grid-template-columns: 240px 1fr;
  }
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: var(--space-2);
  padding: var(--space-4) var(--space-5);

  & h2,
  & h3 {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    margin: 0;
    font-size: 19px;
    line-height: 1.4;
  }
  /* The whole card is one link target, without nesting interactive elements. */
  & h2 a,
  & h3 a {
    color: inherit;
    text-decoration: none;
  }
  & h2 a::after,
  & h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & address {
    font-style: normal;
    color: var(--color-ink-soft);
    font-size: 14px;
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
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    padding: 2px 10px;
    border-radius: 999px;
    background: var(--color-brand-soft);
    color: var(--color-brand-strong);
    font-size: 13px;
    font-weight: 700;
  }
`;

/** Machine counts by type, with the A1 icon if the shop has any A1 machine, otherwise the W1 icon. */
export const MachineSummary = ({ machines }: { machines: ShopSummary['machineList'] }) => {
  const { t, i18n } = useTranslation('shops');
  const featured = featuredMachine(machines);
  return (
    <Machines>
      <img src={machineIconSrc(featured)} alt={t('card.machineIcon', { type: featured })} width={40} height={40} />
      <ul aria-label={t('card.machines')}>
        {machineCounts(machines).map(({ type, count }) => (
          <li key={type}>{t('card.machineCount', { type, count, formatted: formatNumber(count, i18n.language as Language) })}</li>
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
    <Card>
      <FallbackImage src={shop.shopImg} fallbackSrc={shopDefaultImage()} alt="" width={240} height={150} />
      <Body>
        <Heading>
          <CountryFlag code={shop.countryCode} name={countryName(shop)} />
          <Link to={shopInfoPath(shop.shopId)}>{shop.shopName}</Link>
        </Heading>
        <address>{shop.shopAddress}</address>
        <MachineSummary machines={shop.machineList} />
      </Body>
    </Card>
  );
};
