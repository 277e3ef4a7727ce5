import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { callApi, calls, ITEM_TYPES, MAX_PAGE_SIZE, MAX_TEMPLATES, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs, renderWithApp } from '@/shared/testing';
import { validityOf } from '@/entities/item';
import { sessionStarted } from '@/entities/session';
import { MySettingsPage } from './my-settings-page';

configure({ asyncUtilTimeout: 5000 });

async function renderAsMember(prepare?: (session: LoginResult) => Promise<void>) {
  const session = await logInAs();
  await prepare?.(session);
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  const view = await renderWithApp(<MySettingsPage />, { path: '/ShopProp/MySetting', scope });
  await screen.findByRole('list', { name: 'My 14 slots' });
  await screen.findByRole('list', { name: 'My templates' });
  return { session, view };
}

const slotCard = (typeName: string) =>
  within(screen.getByRole('list', { name: 'My 14 slots' }))
    .getByRole('heading', { level: 4, name: typeName })
    .closest('article') as HTMLElement;
const slotText = (typeName: string) => slotCard(typeName).querySelector('.content')?.textContent;
const typeNames = ['Style', 'Mark award', 'Effect', 'Sound', 'Bull', 'Bull sound', 'Low ton', 'High ton', 'Hat trick', 'Three in a bed', 'Three in the black', 'Ton 80', 'White horse', '9 mark'];
const inUseText = () => screen.getByText(/template in use/i).closest('p')?.textContent;

describe('MySettingsPage', { timeout: 20_000 }, () => {
  it('shows the 14 slots in order with their items, and the template in use', async () => {
    const { session } = await renderAsMember();
    const setting = await callApi(calls.mySetting, {}, callOptionsOf(session));
    const slots = within(screen.getByRole('list', { name: 'My 14 slots' })).getAllByRole('heading', { level: 4 });
    expect(slots.map((heading) => heading.textContent)).toEqual(typeNames);
    setting.list.forEach((slot, index) => expect(slotText(typeNames[index]!)).toBe(slot.id === 0 ? 'Empty' : slot.title));
    expect(inUseText()).toBe('Template in use: Tournament Night');
    expect(screen.getByText('2 of 10 templates')).toBeTruthy();
  });

  it("puts a chosen item into its slot at once, and the slots are no longer the template's", async () => {
    const user = userEvent.setup();
    const { session } = await renderAsMember();
    const owned = (await callApi(calls.myItemList, { type: '', sort: 2, pageIndex: 1, pageSize: MAX_PAGE_SIZE }, callOptionsOf(session))).list;
    const setting = await callApi(calls.mySetting, {}, callOptionsOf(session));
    const now = Date.now();
    const spare = owned.find(
      (item) => validityOf(item.time, now)?.state !== 'expired' && !setting.list.some((slot) => slot.id === item.id),
    )!;
    const typeName = typeNames[ITEM_TYPES.indexOf(spare.type as (typeof ITEM_TYPES)[number])]!;

    await user.click(screen.getByRole('button', { name: `Change the ${typeName} slot` }));
    const dialog = await screen.findByRole('dialog', { name: `Choose a ${typeName} item` });
    const expired = owned.find((item) => validityOf(item.time, now)?.state === 'expired')!;
    expect(within(dialog).queryByText(expired.title)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: new RegExp(spare.title) }));

    await waitFor(() => expect(slotText(typeName)).toBe(spare.title));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(inUseText()).toBe('No template in use');
    expect((await callApi(calls.mySetting, {}, callOptionsOf(session))).list.find((slot) => slot.type === spare.type)?.id).toBe(spare.id);
  });

  it('empties a slot', async () => {
    const user = userEvent.setup();
    await renderAsMember();
    await user.click(screen.getByRole('button', { name: 'Change the Style slot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Style item' });
    await user.click(within(dialog).getByRole('button', { name: /Empty slot/ }));
    await waitFor(() => expect(slotText('Style')).toBe('Empty'));
  });

  it("applies another template: the slots reload with its items", async () => {
    const user = userEvent.setup();
    const { session } = await renderAsMember();
    const templates = await callApi(calls.templateList, {}, callOptionsOf(session));
    const chill = templates.find((template) => template.name === 'Chill Practice')!;

    await user.click(screen.getByRole('button', { name: 'Use the template Chill Practice' }));
    await waitFor(() => expect(inUseText()).toBe('Template in use: Chill Practice'));
    const setting = await callApi(calls.mySetting, {}, callOptionsOf(session));
    expect(setting.list.map((slot) => slot.id)).toEqual(chill.itemIds);
    await waitFor(() => setting.list.forEach((slot, index) => expect(slotText(typeNames[index]!)).toBe(slot.id === 0 ? 'Empty' : slot.title)));

    await user.click(screen.getByRole('button', { name: 'Use no template' }));
    await waitFor(() => expect(inUseText()).toBe('No template in use'));
  });

  it('saves the slots as a new template, asking for 1 to 20 characters', async () => {
    const user = userEvent.setup();
    const { session } = await renderAsMember();
    await user.click(screen.getByRole('button', { name: 'Save as new template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as new template' });
    const name = within(dialog).getByRole('textbox', { name: 'Template name' });
    expect(document.activeElement).toBe(name);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name for the template.')).toBeTruthy();
    await user.type(name, 'x'.repeat(21));
    expect(within(dialog).getByText('Use at most 20 characters.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Weekend League');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Weekend League');
    expect(screen.queryByRole('dialog')).toBeNull();
    const saved = (await callApi(calls.templateList, {}, callOptionsOf(session))).find((template) => template.name === 'Weekend League');
    const setting = await callApi(calls.mySetting, {}, callOptionsOf(session));
    expect(saved?.itemIds).toEqual(setting.list.map((slot) => slot.id));
  });

  it('renames a template', async () => {
    const user = userEvent.setup();
    await renderAsMember();
    await user.click(screen.getByRole('button', { name: 'Rename Chill Practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Chill Practice' });
    const name = within(dialog).getByRole('textbox', { name: 'Template name' });
    expect((name as HTMLInputElement).value).toBe('Chill Practice');
    await user.clear(name);
    await user.type(name, 'Sunday Warm-up');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Sunday Warm-up');
    expect(screen.queryByText('Chill Practice')).toBeNull();
  });

  it('deletes several templates after a confirmation', async () => {
    const user = userEvent.setup();
    const { session } = await renderAsMember(async (session) => {
      const setting = await callApi(calls.mySetting, {}, callOptionsOf(session));
      await callApi(calls.insertTemplate, { name: 'Spare', itemIds: setting.list.map((slot) => slot.id) }, callOptionsOf(session));
    });
    const remove = screen.getByRole('button', { name: 'Delete selected (0)' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Choose Tournament Night for deletion' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Chill Practice for deletion' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 templates?' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Tournament Night', 'Chill Practice']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Tournament Night')).toBeNull());
    expect(within(screen.getByRole('list', { name: 'My templates' })).getAllByRole('listitem')).toHaveLength(1);
    expect(inUseText()).toBe('No template in use');
    expect((await callApi(calls.templateList, {}, callOptionsOf(session))).map((template) => template.name)).toEqual(['Spare']);
  });

  it('keeps the templates when the deletion is cancelled', async () => {
    const user = userEvent.setup();
    const { session } = await renderAsMember();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Chill Practice for deletion' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await callApi(calls.templateList, {}, callOptionsOf(session))).toHaveLength(2);
  });

  it('does not offer an 11th template, and says why', async () => {
    const user = userEvent.setup();
    await renderAsMember(async (session) => {
      const setting = await callApi(calls.mySetting, {}, callOptionsOf(session));
      for (let index = 3; index <= MAX_TEMPLATES; index += 1) {
        await callApi(calls.insertTemplate, { name: `Set ${String(index)}`, itemIds: setting.list.map((slot) => slot.id) }, callOptionsOf(session));
      }
    });
    const save = screen.getByRole('button', { name: 'Save as new template' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(save.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You already keep 10 templates, the most allowed. Delete one to save a new one.',
    );
    await user.click(save);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
