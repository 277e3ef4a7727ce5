import { useTranslation } from 'react-i18next';
import { itemTypeKey } from '../config/slots';

/** An item type's name in the UI language ("Bull sound"); a code this portal does not know reads "Other". */
export const ItemTypeName = ({ type }: { type: number }) => {
  const { t } = useTranslation('items');
  const key = itemTypeKey(type);
  return <>{key ? t(`type.${key}`) : t('type.unknown')}</>;
};
