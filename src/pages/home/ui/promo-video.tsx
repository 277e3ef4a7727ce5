import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config';
import { PROMO_CAPTIONS, type PromoCaption } from '../config/promo-captions';
import { captionsAt } from '../lib/promo-captions';
import { Captions, Frame } from './promo-video.styles';

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
