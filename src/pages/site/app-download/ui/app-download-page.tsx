import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env, routes } from '@/shared/config';
import { AbbrText, DocumentTitle } from '@/shared/ui';
import type { Platform } from '../lib/platform';
import { $isMobile, $platform, AppDownloadPageGate } from '../model/app-download-page';
import { Back, Copy, Desktop, Mobile, Note, Page, StoreButton, Stores } from './app-download-page.styles';

const phoneImage = `${env.basePath}media/app/download-phone.svg`;

const PhoneIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <rect x="6" y="2" width="12" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="12" cy="18" r="1.3" fill="currentColor" />
  </svg>
);

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M5 3L19 12L5 21Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);

const storeKeys = {
  ios: { small: 'site:download.stores.appStoreSmall', name: 'site:download.stores.appStore' },
  android: { small: 'site:download.stores.googlePlaySmall', name: 'site:download.stores.googlePlay' },
} as const;

/**
 * The store links are not published yet, so the buttons lead nowhere: they stay focusable and
 * announced (aria-disabled) and point at the note that says so, rather than at a made-up URL.
 */
const StoreButtons = ({ platform, stacked, noteId }: { platform: Platform; stacked: boolean; noteId: string }) => {
  const { t } = useTranslation('site');
  // The visitor's own store first.
  const order: Array<'ios' | 'android'> = platform === 'android' ? ['android', 'ios'] : ['ios', 'android'];
  return (
    <Stores data-stacked={stacked ? '' : undefined}>
      {order.map((store) => (
        <StoreButton key={store} type="button" aria-disabled="true" aria-describedby={noteId}>
          {store === 'ios' ? <PhoneIcon /> : <PlayIcon />}
          <span>
            <small>{t(storeKeys[store].small)}</small>
            <strong>{t(storeKeys[store].name)}</strong>
          </span>
        </StoreButton>
      ))}
    </Stores>
  );
};

/** /alpha/download: the app's download page, shown without the site's header and footer. */
export const AppDownloadPage = () => {
  const { t } = useTranslation('site');
  useGate(AppDownloadPageGate, {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    maxTouchPoints: typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
  });
  const [platform, isMobile] = useUnit([$platform, $isMobile]);
  const noteId = useId();
  const image = <img src={phoneImage} alt={t('download.imageAlt')} width={360} height={600} />;
  const note = <Note id={noteId}>{t('download.note')}</Note>;
  const back = (
    <Back>
      <Link to={routes.home}>{t('download.back')}</Link>
    </Back>
  );

  return (
    <Page>
      <DocumentTitle title={t('download.title')} />
      {isMobile ? (
        <Mobile data-layout="mobile">
          <Copy>
            <h1>{t('download.heading')}</h1>
            <p>{t('download.lead')}</p>
          </Copy>
          <StoreButtons platform={platform} stacked noteId={noteId} />
          {note}
          {image}
          {back}
        </Mobile>
      ) : (
        <Desktop data-layout="desktop">
          {image}
          <Copy>
            <h1>{t('download.heading')}</h1>
            <p>{t('download.lead')}</p>
            <ul>
              <li>
                <AbbrText text={t('download.features.card')} terms={{ PPD: t('common:abbr.ppd'), MPR: t('common:abbr.mpr') }} />
              </li>
              <li>{t('download.features.games')}</li>
              <li>{t('download.features.shops')}</li>
            </ul>
            <p>{t('download.desktopHint')}</p>
            <StoreButtons platform={platform} stacked={false} noteId={noteId} />
            {note}
            {back}
          </Copy>
        </Desktop>
      )}
    </Page>
  );
};
