import { styled } from '@linaria/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { itemBuyPath, itemShopPath } from '@/shared/config';
import { DocumentTitle, SectionTitle } from '@/shared/ui';
import { ItemTypeName } from '@/entities/item';
import { guideFigures, itemGroups } from '../config/guide';

const Article = styled.article`
  max-width: 72ch;
  line-height: 1.7;

  & h2:first-child {
    margin-top: 0;
  }
  & p {
    margin: 0 0 var(--space-3);
  }
`;

const Groups = styled.dl`
  display: grid;
  gap: var(--space-3);
  margin: 0 0 var(--space-3);

  & dt {
    font-weight: 700;
  }
  & dd {
    margin: 0;
  }
  & .types {
    color: var(--color-muted);
    font-size: 14px;
  }
`;

const Next = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
`;

/** /ShopProp/ShopIntroduce: how gold is earned and spent, the item categories, validity and gifts. */
export const ShopGuidePage = () => {
  const { t } = useTranslation('itemguide');
  return (
    <Article aria-labelledby="item-guide-title">
      <DocumentTitle title={t('title')} />
      <SectionTitle id="item-guide-title">{t('title')}</SectionTitle>
      <p>{t('intro')}</p>

      <SectionTitle as="h3">{t('gold.title')}</SectionTitle>
      <p>{t('gold.text', guideFigures)}</p>
      <p>{t('gold.spend')}</p>

      <SectionTitle as="h3">{t('battle.title')}</SectionTitle>
      <p>{t('battle.text', guideFigures)}</p>
      <p>{t('battle.example', { ...guideFigures, level: 3, stake: 3 * guideFigures.stakePerLevel })}</p>

      <SectionTitle as="h3">{t('categories.title')}</SectionTitle>
      <p>{t('categories.intro')}</p>
      <Groups>
        {itemGroups.map(({ key, types }) => (
          <Fragment key={key}>
            <dt>{t(`categories.${key}.name`)}</dt>
            <dd>
              {t(`categories.${key}.text`)}
              <br />
              <span className="types">
                {types.map((type, index) => (
                  <Fragment key={type}>
                    {index > 0 && t('categories.separator')}
                    <ItemTypeName type={type} />
                  </Fragment>
                ))}
              </span>
            </dd>
          </Fragment>
        ))}
      </Groups>

      <SectionTitle as="h3">{t('validity.title')}</SectionTitle>
      <p>{t('validity.text', guideFigures)}</p>
      <p>{t('validity.renew', guideFigures)}</p>

      <SectionTitle as="h3">{t('gifts.title')}</SectionTitle>
      <p>{t('gifts.text')}</p>
      <p>{t('gifts.late', guideFigures)}</p>
      <p>{t('gifts.ask')}</p>

      <Next>
        <Link to={itemBuyPath()}>{t('links.buy')}</Link>
        <Link to={itemShopPath('MySetting')}>{t('links.settings')}</Link>
      </Next>
    </Article>
  );
};
