import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLS_COPY } from './tools-copy';
import { faultPanel, type FaultPanelOptions } from './fault-panel';

afterEach(() => document.body.replaceChildren());

function mount(faults = '', overrides: Partial<FaultPanelOptions> = {}, language: keyof typeof TOOLS_COPY = 'en') {
  const options: FaultPanelOptions = {
    faults,
    // The worker answers the rules as it read them back.
    setFaults: vi.fn(async (text: string) => text),
    applied: vi.fn(),
    ...overrides,
  };
  document.body.append(faultPanel(document, TOOLS_COPY[language], options));
  return { options, panel: within(document.body) };
}

const rulesShown = (panel: ReturnType<typeof within>) =>
  within(panel.getByRole('list', { name: 'Active rules' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('code')?.textContent);

describe("the toolbar's fault rules", () => {
  it('lists the active rules; removes one, or clears them all, through the worker', async () => {
    const { options, panel } = mount('*:563ms,news.officialNewsList:http-503');
    expect(rulesShown(panel)).toEqual(['*:563ms', 'news.officialNewsList:http-503']);

    await userEvent.click(panel.getByRole('button', { name: 'Remove *:563ms' }));
    expect(options.setFaults).toHaveBeenLastCalledWith('news.officialNewsList:http-503');
    expect(options.applied).toHaveBeenLastCalledWith('news.officialNewsList:http-503');
    expect(rulesShown(panel)).toEqual(['news.officialNewsList:http-503']);
    expect(panel.getByRole('status').textContent).toBe('Rules applied to this tab.');

    await userEvent.click(panel.getByRole('button', { name: 'Clear all rules' }));
    expect(options.setFaults).toHaveBeenLastCalledWith('');
    expect(panel.queryByRole('list', { name: 'Active rules' })).toBeNull();
    expect(panel.getByText('No rule: every call is answered as it is.')).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Clear all rules' })).toBeNull();
  });

  it("adds a rule from the keyboard; a call's new rule takes the place of its old one", async () => {
    const { options, panel } = mount('*:563ms,news.officialNewsList:timeout');
    await userEvent.selectOptions(panel.getByLabelText('Effect'), 'HTTP 503');
    await userEvent.type(panel.getByLabelText('Call'), 'news.officialNewsList{Enter}');
    expect(options.setFaults).toHaveBeenCalledWith('*:563ms,news.officialNewsList:http-503');
    expect(rulesShown(panel)).toEqual(['*:563ms', 'news.officialNewsList:http-503']);
  });

  it('offers every call by name, and takes an empty call as every call', async () => {
    const { options, panel } = mount();
    const names = [...document.querySelectorAll('#call-names option')].map((option) => option.getAttribute('value'));
    expect(names).toEqual(expect.arrayContaining(['*', 'news.officialNewsList', 'account.login']));
    await userEvent.selectOptions(panel.getByLabelText('Effect'), 'Delay: Slow 3G (2000 ms)');
    await userEvent.click(panel.getByRole('button', { name: 'Add rule' }));
    expect(options.setFaults).toHaveBeenCalledWith('*:2000ms');
  });

  it('asks for the fields of the chosen effect only: a fixed delay, or an envelope code and message', async () => {
    const { options, panel } = mount();
    expect(panel.getByRole('spinbutton', { name: 'Delay in ms' })).toBeTruthy();
    expect(panel.queryByRole('spinbutton', { name: 'Envelope code' })).toBeNull();
    await userEvent.clear(panel.getByLabelText('Delay in ms'));
    await userEvent.type(panel.getByLabelText('Delay in ms'), '1500');
    await userEvent.click(panel.getByRole('button', { name: 'Add rule' }));
    expect(options.setFaults).toHaveBeenLastCalledWith('*:1500ms');

    await userEvent.selectOptions(panel.getByLabelText('Effect'), 'Error envelope (code and message)');
    expect(panel.queryByRole('spinbutton', { name: 'Delay in ms' })).toBeNull();
    await userEvent.type(panel.getByLabelText('Call'), 'account.login');
    await userEvent.clear(panel.getByLabelText('Envelope code'));
    await userEvent.type(panel.getByLabelText('Envelope code'), '102');
    await userEvent.type(panel.getByLabelText('Message'), 'Down for maintenance, back at 9:00');
    await userEvent.click(panel.getByRole('button', { name: 'Add rule' }));
    expect(options.setFaults).toHaveBeenLastCalledWith('*:1500ms,account.login:code-102/Down%20for%20maintenance%2C%20back%20at%209%3A00');
  });

  it('says what is wrong with the form, and what the worker refused, applying nothing', async () => {
    const { options, panel } = mount('', { setFaults: vi.fn(async () => Promise.reject(new Error('unknown effect "4g"'))) });
    await userEvent.type(panel.getByLabelText('Call'), 'news.nothing');
    await userEvent.click(panel.getByRole('button', { name: 'Add rule' }));
    expect(panel.getByRole('status').textContent).toBe('“news.nothing” is not the name of a call.');
    expect(panel.getByLabelText('Call').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(panel.getByLabelText('Call'));
    expect(options.setFaults).not.toHaveBeenCalled();

    await userEvent.clear(panel.getByLabelText('Call'));
    await userEvent.click(panel.getByRole('button', { name: 'Add rule' }));
    expect(panel.getByRole('status').textContent).toBe('Not applied: unknown effect "4g"');
    expect(panel.getByText('No rule: every call is answered as it is.')).toBeTruthy();
  });

  it.each([
    ['zh-CN', '接口', '效果', '添加规则'],
    ['zh-TW', '介面', '效果', '新增規則'],
    ['ja', 'API', '効果', 'ルールを追加'],
  ] as const)('labels every control in %s', (language, call, kind, add) => {
    const { panel } = mount('*:563ms', {}, language);
    expect(panel.getByLabelText(call).tagName).toBe('INPUT');
    expect(panel.getByLabelText(kind).tagName).toBe('SELECT');
    expect(panel.getByRole('button', { name: add })).toBeTruthy();
  });
});
