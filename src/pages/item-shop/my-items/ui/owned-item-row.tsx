import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { itemBuyPath } from '@/shared/config';
import { formatDate, type Language } from '@/shared/i18n';
import { ItemThumb, ItemTypeName, ValidityNote, validityOf } from '@/entities/item';

const Row = styled.article`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: var(--space-3);
  align-items: start;
  padding: var(--space-3);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-m);

  &[data-state='expired'] {
    background: rgb(180 35 24 / 5%);
  }
  & h3 {
    margin: 0;
    font-size: 17px;
    overflow-wrap: anywhere;
  }
  & dl {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1) var(--space-4);
    margin: var(--space-1) 0 0;
    color: var(--color-ink-soft);
    font-size: 14px;
  }
  & dt {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  & dd {
    margin: 0;
  }
  & .renew {
    grid-column: 2;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }

  @media (min-width: 560px) {
    grid-template-columns: 80px minmax(0, 1fr) auto;
    align-items: center;

    & .renew {
      grid-column: auto;
    }
  }
`;

export interface OwnedItemRowProps {
  id: number;
  title: string;
  type: number;
  preview: string;
  buyTime: string | number | null;
  /** Expiry; null when it is not known (the validity is then left out). */
  expiry: string | number | null;
  now: number;
}

/** One owned item: picture, title, type, purchase date and days left; an expired or expiring one links to renewing it. */
export const OwnedItemRow = ({ id, title, type, preview, buyTime, expiry, now }: OwnedItemRowProps) => {
  const { t, i18n } = useTranslation('myitems');
  const validity = expiry === null ? null : validityOf(expiry, now);
  const renewable = validity !== null && validity.state !== 'valid';
  return (
    <Row data-state={validity?.state}>
      <ItemThumb preview={preview} title="" size={80} />
      <div>
        <h3>{title}</h3>
        <dl>
          <dt>{t('item.type')}</dt>
          <dd>
            <ItemTypeName type={type} />
          </dd>
          {buyTime !== null && (
            <>
              <dt>{t('item.bought')}</dt>
              <dd>{t('item.boughtOn', { date: formatDate(buyTime, i18n.language as Language) })}</dd>
            </>
          )}
          {expiry !== null && (
            <>
              <dt>{t('item.validity')}</dt>
              <dd>
                <ValidityNote expiry={expiry} now={now} />
              </dd>
            </>
          )}
        </dl>
      </div>
      {renewable && (
        <Link className="renew" to={itemBuyPath({ id })} aria-label={t('item.renewNamed', { title })}>
          {t('item.renew')}
        </Link>
      )}
    </Row>
  );
};
