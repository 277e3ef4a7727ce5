import { screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $language, type Language } from '@/shared/i18n';
import { renderWithApp } from '@/shared/testing';
import { pickerOpened } from '../model/picker';
import { CountryLanguageDialog } from './picker';

/** The dialog opened in `language`, once the country list is in. */
async function openIn(language: Language) {
  const scope = fork({ values: [[$language, language]] });
  await allSettled(pickerOpened, { scope });
  await renderWithApp(<CountryLanguageDialog />, { scope, language });
  // The dialog's code comes when the picker is first wanted.
  const countries = within((await screen.findAllByRole('group'))[0]!);
  await countries.findAllByRole('radio');
  return countries.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
}

describe('CountryLanguageDialog', () => {
  it.each([
    ['en', ['China', 'Hong Kong', 'English-speaking region', 'Japan']],
    ['zh-CN', ['中国', '香港', '英语地区', '日本']],
    ['zh-TW', ['中國', '香港', '英語地區', '日本']],
    ['ja', ['中国', '香港', '英語圏', '日本']],
  ] as const)('names every country in %s, and the English-speaking site as a region', async (language, names) => {
    expect(await openIn(language)).toEqual(names);
  });

  it('still names each language in its own words, marked as that language', async () => {
    await openIn('ja');
    const languages = within(screen.getAllByRole('group')[1]!);
    const english = languages.getByRole('radio', { name: 'English' });
    expect(english.closest('label')!.getAttribute('lang')).toBe('en');
    expect(languages.getByRole('radio', { name: '日本語' }).closest('label')!.getAttribute('lang')).toBe('ja');
  });
});
