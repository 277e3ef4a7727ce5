import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Parsed, PlayerImage, PlayerProfile } from '@/entities/player';
import { env, routes } from '@/shared/config';
import { DetailFrame, type DetailPageUnits, DocumentTitle, FallbackImage, Loading, Panel, rowListClass, visuallyHidden } from '@/shared/ui';
import { $notFound, $profile, PlayerInfoGate, playerQuery, playerRetried } from '../model/player-info-page';
import { Achievements, Gallery, Layout, Links, Note, Sections, Specs, Video } from './player-info-page.styles';

/** What the frame shows of the page's model. */
const detailPage: DetailPageUnits = { Gate: PlayerInfoGate, $notFound, $failed: playerQuery.$failed, retried: playerRetried };

const DASH = '–';

/** A neutral silhouette for a player whose pictures are missing or broken. */
const playerDefaultSrc = `${env.basePath}media/players/player-default.svg`;

/** The note for a list that could not be read or has nothing in it; null when there is something to show. */
const ListNote = ({ parsed, emptyKey }: { parsed: Parsed<unknown>; emptyKey: 'players:achievements.empty' | 'players:goods.empty' }) => {
  const { t } = useTranslation('players');
  if (parsed.items.length > 0) return null;
  return <Note>{parsed.unreadable ? t('unreadable') : t(emptyKey)}</Note>;
};

const ImageList = ({ images, alt, width, height }: { images: PlayerImage[]; alt: (index: number) => string; width: number; height: number }) => (
  <Gallery>
    {images.map((image, index) => (
      // The backend's uids are not promised unique: the position keeps React's keys apart.
      <li key={`${image.uid}-${index}`}>
        <FallbackImage
          src={image.url}
          fallbackSrc={playerDefaultSrc}
          alt={alt(index)}
          width={width}
          height={height}
        />
      </li>
    ))}
  </Gallery>
);

const PlayerDetails = ({ profile }: { profile: PlayerProfile }) => {
  const { t } = useTranslation('players');
  const { name, pictures, dartImages, goods, achievements, specs, videoUrl, links } = profile;
  const socialLinks = [
    { key: 'facebook', href: links.facebook, label: t('links.facebook') },
    { key: 'twitter', href: links.twitter, label: t('links.twitter') },
    { key: 'other', href: links.other, label: t('links.other') },
  ].filter((link): link is { key: string; href: string; label: string } => link.href !== null);
  return (
    <Layout>
      <DocumentTitle title={name} />
      <div>
        <h1>{name}</h1>
        <section aria-label={t('pictures.label')}>
          {pictures.items.length > 0 ? (
            <ImageList
              images={pictures.items}
              alt={(index) => t('pictures.alt', { name, position: index + 1, total: pictures.items.length })}
              width={480}
              height={480}
            />
          ) : (
            <FallbackImage src="" fallbackSrc={playerDefaultSrc} alt={t('pictures.none', { name })} width={480} height={480} />
          )}
        </section>
      </div>
      <Sections>
        <Panel aria-labelledby="player-darts">
          <h2 id="player-darts">{t('darts.title')}</h2>
          {dartImages.items.length > 0 && (
            <ImageList images={dartImages.items} alt={() => t('darts.alt', { name })} width={640} height={200} />
          )}
          <Specs>
            <dt>{t('darts.tip')}</dt>
            <dd>{specs.tip ?? DASH}</dd>
            <dt>{t('darts.barrel')}</dt>
            <dd>{specs.barrel ?? DASH}</dd>
            <dt>{t('darts.shaft')}</dt>
            <dd>{specs.shaft ?? DASH}</dd>
            <dt>{t('darts.flight')}</dt>
            <dd>{specs.flight ?? DASH}</dd>
          </Specs>
        </Panel>
        <Panel aria-labelledby="player-achievements">
          <h2 id="player-achievements">{t('achievements.title')}</h2>
          {achievements.items.length > 0 && (
            <Achievements>
              {achievements.items.map((achievement, index) => (
                <li key={`${achievement.id}-${index}`}>
                  <strong>{achievement.label}</strong>
                  <span>{achievement.content}</span>
                </li>
              ))}
            </Achievements>
          )}
          <ListNote parsed={achievements} emptyKey="players:achievements.empty" />
        </Panel>
        <Panel aria-labelledby="player-goods">
          <h2 id="player-goods">{t('goods.title')}</h2>
          {goods.items.length > 0 && (
            <ImageList
              images={goods.items}
              alt={(index) => t('goods.alt', { name, position: index + 1 })}
              width={400}
              height={300}
            />
          )}
          <ListNote parsed={goods} emptyKey="players:goods.empty" />
        </Panel>
        {videoUrl && (
          <Panel aria-labelledby="player-video">
            <h2 id="player-video">{t('video.title')}</h2>
            {/*
              The answer has no still for the video: the player's first picture stands in, so the
              frame is never a black box, and nothing of the clip loads before it is played.
            */}
            <Video
              controls
              preload="none"
              src={videoUrl}
              poster={pictures.items[0]?.url ?? playerDefaultSrc}
              aria-label={t('video.label', { name })}
            >
              <a href={videoUrl}>{t('video.download')}</a>
            </Video>
          </Panel>
        )}
        {socialLinks.length > 0 && (
          <Panel aria-labelledby="player-links">
            <h2 id="player-links">{t('links.title')}</h2>
            <Links className={rowListClass}>
              {socialLinks.map((link) => (
                <li key={link.key}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}{' '}
                    <span className={visuallyHidden}>{t('links.newTab')}</span>
                  </a>
                </li>
              ))}
            </Links>
          </Panel>
        )}
      </Sections>
    </Layout>
  );
};

export const PlayerInfoPage = () => {
  const { t } = useTranslation('players');
  const profile = useUnit($profile);
  const texts = { notFound: t('info.notFound'), notFoundHint: t('info.notFoundHint'), back: t('info.back') };
  return (
    <DetailFrame page={detailPage} texts={texts} back={routes.players}>
      {profile ? <PlayerDetails profile={profile} /> : <Loading />}
    </DetailFrame>
  );
};
