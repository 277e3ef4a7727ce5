import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env, routes } from '@/shared/config';
import { AbbrText, DocumentTitle } from '@/shared/ui';
import type { Platform } from '../lib/platform';
import { $isMobile, $platform, AppDownloadPageGate } from '../model/app-download-page';

const phoneImage = `${env.basePath}media/app/download-phone.svg`;

const Page = styled.div`
  min-height: 100vh;
  padding: var(--space-5) var(--space-4) var(--space-7);
  background: linear-gradient(160deg, var(--color-night) 0%, var(--color-night-soft) 100%);
  color: var(--color-on-night);

  & a {
    color: #ffffff;
  }
`;

/* A desktop browser in a narrow window gets the phone picture above the text, not beside it. */
const Desktop = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 520px);
  gap: var(--space-7);
  align-items: center;
  justify-content: center;
  max-width: var(--content-width);
  margin: var(--space-7) auto 0;

  & img {
    justify-self: center;
    width: min(60vw, 240px);
    height: auto;
  }

  @media (min-width: 720px) {
    grid-template-columns: minmax(220px, 360px) minmax(0, 520px);

    & img {
      width: 100%;
    }
  }
`;

const Mobile = styled.div`
  display: grid;
  gap: var(--space-5);
  justify-items: center;
  max-width: 480px;
  margin: 0 auto;
  text-align: center;

  & img {
    width: min(60vw, 240px);
    height: auto;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: var(--space-4);

  & h1 {
    margin: 0;
    font-size: clamp(28px, 6vw, 44px);
    line-height: 1.15;
  }
  & p {
    margin: 0;
    font-size: 17px;
    line-height: 1.6;
  }
  & ul {
    margin: 0;
    padding-left: 1.2em;
    line-height: 1.8;
    text-align: left;
  }
`;

const Stores = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);

  &[data-stacked] {
    flex-direction: column;
    width: 100%;
  }
`;

const StoreButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  min-height: 56px;
  padding: var(--space-2) var(--space-5);
  border: 1px solid rgb(255 255 255 / 55%);
  border-radius: var(--radius-m);
  background: #000000;
  color: #ffffff;
  font: inherit;
  text-align: left;
  cursor: not-allowed;

  & svg {
    flex: none;
    width: 26px;
    height: 26px;
  }
  & small {
    display: block;
    font-size: 12px;
    opacity: 0.85;
  }
  & strong {
    display: block;
    font-size: 18px;
  }
`;

const Note = styled.p`
  && {
    font-size: 14px;
    opacity: 0.9;
  }
`;

const Back = styled.p`
  && {
    font-weight: 600;
  }
`;

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
