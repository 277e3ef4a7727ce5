import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languages } from '@/shared/i18n';
import { renderWithApp } from '@/shared/testing';
import { ShopGuidePage } from './guide-page';

describe('the item shop guide', () => {
  it('explains gold, Gold Battle, the categories, validity and the 7-day gift rule with the rules the shop applies', async () => {
    await renderWithApp(<ShopGuidePage />, { path: '/ShopProp/ShopIntroduce' });
    expect(screen.getByRole('heading', { level: 2, name: 'How the item shop works' })).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Gold and how to earn it', 'Gold Battle', 'Item categories', 'Validity and renewal', 'Gifts and the 7-day rule']);
    expect(screen.getByText(/at most 30 per game/)).toBeTruthy();
    expect(screen.getByText(/100 gold times the VS level/)).toBeTruthy();
    expect(screen.getByText(/each player stakes 300 gold/)).toBeTruthy();
    expect(screen.getByText(/gives 83 days instead of 90/)).toBeTruthy();
    // Every slot type is named once under its category.
    expect(screen.getByText(/Low ton, High ton, Hat trick/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the items' }).getAttribute('href')).toBe('/ShopProp/ItemBuy');
  });

  it.each(languages.filter((language) => language !== 'en'))('reads in %s without English words left over', async (language) => {
    const { container } = await renderWithApp(<ShopGuidePage />, { path: '/ShopProp/ShopIntroduce', language });
    const text = container.textContent ?? '';
    expect(text).toContain('83');
    // Award names are in the language too; only VS (and the A1/W1 models) stay as they are.
    const latin = text.replace(/\b(VS)\b/g, '').match(/[A-Za-z]{2,}/g);
    expect(latin).toBeNull();
  });
});
