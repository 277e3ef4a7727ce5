import { useTranslation } from 'react-i18next';
import { Abbr } from '@/shared/ui';

const words = {
  ppd: { letters: 'stats:figures.ppd', meaning: 'common:abbr.ppd' },
  ppr: { letters: 'stats:figures.ppr', meaning: 'common:abbr.ppr' },
  mpr: { letters: 'stats:figures.mpr', meaning: 'common:abbr.mpr' },
} as const;

/** PPD, PPR or MPR as players write it, with its meaning on hover and for screen readers. */
export const FigureAbbr = ({ figure }: { figure: keyof typeof words }) => {
  const { t } = useTranslation(['stats', 'common']);
  return <Abbr title={t(words[figure].meaning)}>{t(words[figure].letters)}</Abbr>;
};
