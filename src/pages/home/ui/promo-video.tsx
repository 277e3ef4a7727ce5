import { styled } from '@linaria/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config';
import { PROMO_CAPTIONS, type PromoCaption } from '../config/promo-captions';
import { captionsAt } from '../lib/promo-captions';

// Sizes and places in container widths (cqw), so the titles keep their place on the picture at any size.
const Frame = styled.div`
  position: relative;
  container-type: inline-size;

  & video {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius-m);
    background: var(--color-night);
  }
`;

const Captions = styled.div`
  position: absolute;
  top: 13cqw;
  left: 7.3cqw;
  width: 44cqw;
  display: grid;
  gap: 1.2cqw;
  color: #fff;
  line-height: 1.2;
  text-shadow: 0 1px 3px rgb(0 0 0 / 60%);
  pointer-events: none;

  & p {
    margin: 0;
  }
  & .brand {
    font-size: 8.75cqw;
    font-weight: 800;
    letter-spacing: 0.04em;
  }
  & .tagline,
  & .subtitle {
    font-size: max(11px, 2.8cqw);
  }
  & .title {
    margin-top: 4cqw;
    font-size: max(12px, 3.6cqw);
    font-weight: 700;
  }
  /* The captions that take turns in one place share its grid cell. */
  & .slot {
    display: grid;
  }
  & .slot > p {
    grid-area: 1 / 1;
    opacity: 0;
    transition: opacity 0.5s;
  }
  & .slot > p[data-shown='true'] {
    opacity: 1;
  }
  /* A phone's clip is a few hundred pixels wide: closer to the top, a little wider, readable sizes. */
  @container (max-width: 480px) {
    top: 6cqw;
    width: 52cqw;
    gap: 0.8cqw;

    & .tagline,
    & .subtitle {
      font-size: max(10px, 2.8cqw);
    }
    & .title {
      margin-top: 2cqw;
      font-size: max(11px, 3.6cqw);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    & .slot > p {
      transition: none;
    }
  }
`;

const slots: ReadonlyArray<PromoCaption['slot']> = ['tagline', 'title', 'subtitle'];

/**
 * The promo clip (local file, poster, no autoplay, downloaded only once played: a visitor on a phone
 * does not pay for a clip they may not watch) with its titles laid over it in the UI language,
 * following the clip's time. The figure's text description says the same for screen readers, so
 * the titles are hidden from them.
 */
export const PromoVideo = ({ descriptionId }: { descriptionId: string }) => {
  const { t } = useTranslation('home');
  const [time, setTime] = useState(0);
  const shown = captionsAt(PROMO_CAPTIONS, time);
  return (
    <Frame>
      <video
        controls
        preload="none"
        width={960}
        height={540}
        poster={`${env.basePath}media/promo-poster.jpg`}
        aria-label={t('promo.videoLabel')}
        aria-describedby={descriptionId}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
      >
        <source src={`${env.basePath}media/promo.mp4`} type="video/mp4" />
      </video>
      <Captions aria-hidden="true" data-promo-captions="">
        <p className="brand">{t('common:app.name')}</p>
        {slots.map((slot) => (
          <div key={slot} className={`slot ${slot}`}>
            {PROMO_CAPTIONS.filter((caption) => caption.slot === slot).map((caption) => (
              <p key={caption.key} data-shown={shown.includes(caption)}>
                {t(caption.key)}
              </p>
            ))}
          </div>
        ))}
      </Captions>
    </Frame>
  );
};
