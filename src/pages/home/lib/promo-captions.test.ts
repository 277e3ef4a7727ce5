import { describe, expect, it } from 'vitest';
import { PROMO_CAPTIONS } from '../config/promo-captions';
import { captionsAt } from './promo-captions';

const keysAt = (time: number) => captionsAt(PROMO_CAPTIONS, time).map((caption) => caption.key);

describe('captionsAt', () => {
  it('follows the clip: the network first, then the machines, then the shops', () => {
    expect(keysAt(0)).toEqual(['home:promo.captions.network']);
    expect(keysAt(3.2)).toEqual(['home:promo.captions.network', 'home:promo.captions.machines', 'home:promo.captions.online']);
    expect(keysAt(6.5)).toEqual(['home:promo.captions.network', 'home:promo.captions.findShop', 'home:promo.captions.slogan']);
  });

  it('keeps the last titles once the clip has ended', () => {
    expect(keysAt(9)).toEqual(['home:promo.captions.network', 'home:promo.captions.findShop', 'home:promo.captions.slogan']);
  });
});
