import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { Loading, ToastRegion, visuallyHidden } from '@/shared/ui';

// The gift box is the member's: its button is a chunk of its own, fetched only once the header shows it.
const GiftBoxButton = lazy(() => import('@/widgets/gift-box').then(({ GiftBoxButton: Button }) => ({ default: Button })));

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;

  /* The footer starts below the fold, so content arriving in the page never moves it on screen
     (it was the first layout shift of every list page). */
  & > main {
    flex: 1;
    min-height: 100vh;
  }
`;

const SkipLink = styled.a`
  &:focus {
    position: fixed;
    z-index: 100;
    top: 8px;
    left: 8px;
    width: auto;
    height: auto;
    clip: auto;
    padding: 8px 16px;
    margin: 0;
    background: #fff;
    color: var(--color-ink);
    border-radius: var(--radius-s);
  }
`;

export const AppLayout = () => {
  const { t } = useTranslation();
  return (
    <Shell>
      <SkipLink className={visuallyHidden} href="#main">
        {t('app.skipToContent')}
      </SkipLink>
      <Header memberTools={<GiftBoxButton compact />} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastRegion />
    </Shell>
  );
};
