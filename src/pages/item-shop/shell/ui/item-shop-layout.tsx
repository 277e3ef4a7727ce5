import { useTranslation } from 'react-i18next';
import { itemShopPath, itemShopSections, type ItemShopSection } from '@/shared/config';
import { MenuLayout } from '@/shared/ui/menu-layout';
import { GiftBoxButton } from '@/widgets/gift-box';
import { CoinBalance } from '@/entities/coin';

const links: readonly { section?: ItemShopSection; key: string }[] = [
  { key: 'home' },
  ...itemShopSections.map((section) => ({ section, key: section })),
];

/** /ShopProp and its sub-pages: the member's gold and gift box beside the title, the shop's menu, the page. */
export const ItemShopLayout = () => {
  const { t } = useTranslation('items');
  return (
    <MenuLayout
      title={t('shop.title')}
      menuLabel={t('shop.menu')}
      links={links.map(({ section, key }) => ({ to: itemShopPath(section), label: t(`shop.sections.${key}`) }))}
      tools={
        <>
          <CoinBalance />
          <GiftBoxButton />
        </>
      }
    />
  );
};
