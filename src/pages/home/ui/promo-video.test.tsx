import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import { PromoVideo } from './promo-video';

/** The titles shown over the clip (the others wait, transparent, in their place). */
const shownTitles = () =>
  [...document.querySelectorAll('[data-promo-captions] p')]
    .filter((title) => title.getAttribute('data-shown') !== 'false')
    .map((title) => title.textContent);

const playTo = (video: HTMLVideoElement, seconds: number) => {
  Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
  fireEvent.timeUpdate(video);
};

describe('PromoVideo', () => {
  it('lays the titles over the clip in the UI language, following its time', async () => {
    await renderWithApp(<PromoVideo descriptionId="promo-description" />, { language: 'zh-CN' });
    const video = screen.getByLabelText('Adarts 宣传视频') as HTMLVideoElement;
    // Not started: no autoplay, the poster, and the brand with its tagline over it.
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('poster')).toMatch(/media\/promo-poster\.jpg$/);
    expect(shownTitles()).toEqual(['Adarts', '飞镖机联网平台']);

    playTo(video, 3.2);
    expect(shownTitles()).toEqual(['Adarts', '飞镖机联网平台', 'A1 与 W1 机台', '联网对战、等级分与排行榜']);
    playTo(video, 9);
    expect(shownTitles()).toEqual(['Adarts', '飞镖机联网平台', '寻找您附近的店铺', '畅玩、记录、竞技。']);
  });

  it('keeps the titles from screen readers, which get the text description instead', async () => {
    await renderWithApp(<PromoVideo descriptionId="promo-description" />, { language: 'ja' });
    const video = screen.getByLabelText('Adarts プロモーション動画');
    expect(video.getAttribute('aria-describedby')).toBe('promo-description');
    expect(document.querySelector('[data-promo-captions]')!.getAttribute('aria-hidden')).toBe('true');
    expect(shownTitles()).toEqual(['Adarts', 'ダーツマシンのネットワーク']);
  });
});
