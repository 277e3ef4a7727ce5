import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import { $isPickerWanted, $isPickerOpen, pickerOpened } from '../model/picker';

const GlobeIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path
      d="M2.5 12h19M12 2.5c2.6 2.8 3.9 6 3.9 9.5s-1.3 6.7-3.9 9.5M12 2.5C9.4 5.3 8.1 8.5 8.1 12s1.3 6.7 3.9 9.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    />
  </svg>
);

export const CountryLanguageButton = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const [open, isOpen] = useUnit([pickerOpened, $isPickerOpen]);
  return (
    <Button
      variant="ghost"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={t('picker.open')}
      title={t('picker.open')}
      onClick={() => open()}
      // A pointer or focus on the button fetches the dialog's code ahead of the click.
      onPointerEnter={preloadDialog}
      onFocus={preloadDialog}
    >
      <GlobeIcon />
    </Button>
  );
};

const loadDialog = () => import('./country-language-dialog');
const preloadDialog = () => void loadDialog();
const LazyDialog = lazy(() => loadDialog().then((module) => ({ default: module.CountryLanguageDialogContent })));

/**
 * The country and language dialog. Every page has the button, few visits open it: its code
 * (country list, flags, choices) is fetched when the picker is first wanted, not with every page.
 */
export const CountryLanguageDialog = () => {
  const wanted = useUnit($isPickerWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyDialog />
    </Suspense>
  ) : null;
};
