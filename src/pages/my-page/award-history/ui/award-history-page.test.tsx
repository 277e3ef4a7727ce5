import { screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { callApi, calls } from '@/shared/api';
import { logInAs, renderWithApp } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { AwardHistoryPage } from './award-history-page';

describe('AwardHistoryPage', () => {
  it("lists every award with this month's count and the total of the current card", async () => {
    const session = await logInAs();
    const record = await callApi(calls.awardRecord, { cardId: session.mainCardId }, { origin: '', token: session.token, language: 'en' });
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    await renderWithApp(<AwardHistoryPage />, { scope, path: '/MyPageIndex/AwardHistory' });

    const table = await screen.findByRole('table', { name: 'Awards of this card: this month and in total' });
    await within(table).findByText(record.lowTonTotal.toLocaleString('en'), { selector: 'td' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Award', 'This month', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const row = (award: string) => {
      const found = rows.find((candidate) => within(candidate).queryByRole('rowheader', { name: award }));
      return within(found!).getAllByRole('cell').map((cell) => cell.textContent);
    };
    expect(row('Low ton')).toEqual([String(record.lowTonMonth), record.lowTonTotal.toLocaleString('en')]);
    expect(row('Hat trick')).toEqual([String(record.hatTrickMonth), record.hatTrickTotal.toLocaleString('en')]);
    expect(row('Three in a bed')).toEqual([String(record.threeInAbedMonth), record.threeInAbedTotal.toLocaleString('en')]);
    expect(row('White horse')).toEqual([String(record.whiteHorseMonth), record.whiteHorseTotal.toLocaleString('en')]);
    expect(row('9 mark')).toEqual([String(record.nineMarkMonth), record.nineMarkTotal.toLocaleString('en')]);
  });

  it('is in the reader’s language', async () => {
    const session = await logInAs();
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    await renderWithApp(<AwardHistoryPage />, { scope, path: '/MyPageIndex/AwardHistory', language: 'ja' });
    const table = await screen.findByRole('table', { name: 'このカードのアワード：今月と累計' });
    expect(within(table).getByRole('rowheader', { name: 'ハットトリック' })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['アワード', '今月', '累計']);
  });
});
