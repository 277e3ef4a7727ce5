import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRecord } from '../db/schemas';
import { localise, type Texts } from '../rules/messages';
import type { FreeCard, ToolbarData } from '../browser-only/worker-protocol';
import { LANGUAGES } from '../rules/languages';
import { mountDevToolbar, type DevToolbar, type DevToolbarOptions } from './toolbar';

const message = (overrides: Partial<OutboxRecord>): OutboxRecord => ({
  id: 1,
  channel: 'email',
  to: 'new.darter@example.com',
  kind: 'code',
  code: '482913',
  account: '',
  text: 'Your Adarts verification code is 482913. It is valid for 10 minutes.',
  sentAt: Date.UTC(2026, 10, 23, 9, 30),
  usedAt: null,
  wrongTries: 0,
  ...overrides,
});

let mounted: DevToolbar | null = null;

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  document.documentElement.lang = '';
});

const FREE_CARDS = [
  { cardNo: '8861204519773310', cardType: 1 },
  { cardNo: '8861559032184467', cardType: 2 },
];

function mount(overrides: Partial<DevToolbarOptions> = {}) {
  let sent: OutboxRecord[] = [];
  let free: FreeCard[] = [...FREE_CARDS];
  const listeners = new Set<(data: ToolbarData) => void>();
  const data = (): ToolbarData => ({
    messages: sent,
    freeCards: free,
    friendAccounts: [
      { account: 'lina_w', nickname: 'Lina' },
      { account: 'kenji88', nickname: 'Kenji' },
    ],
  });
  const options: DevToolbarOptions = {
    scenario: 'default',
    login: { account: 'demo', password: 'darts123' },
    subscribe: (listener) => {
      listeners.add(listener);
      listener(data());
      return () => listeners.delete(listener);
    },
    switchScenario: vi.fn(),
    resetData: vi.fn(),
    setFaults: vi.fn(async (text: string) => text),
    subscribeCalls: () => () => undefined,
    clearCalls: vi.fn(async () => undefined),
    ...overrides,
  };
  mounted = mountDevToolbar(options);
  const host = document.querySelector<HTMLElement>('[data-dev-toolbar]')!;
  const toolbar = within(host.shadowRoot as unknown as HTMLElement);
  /** The fake backend "sends" messages and answers a call. */
  const send = (...messages: OutboxRecord[]) => {
    sent = [...sent, ...messages];
    for (const listener of listeners) listener(data());
  };
  /** The fake backend answers a call that bound (or unbound) card numbers. */
  const setFreeCards = (cards: FreeCard[]) => {
    free = cards;
    for (const listener of listeners) listener(data());
  };
  return { options, host, toolbar, send, setFreeCards, listeners };
}

describe('the fake backend dev toolbar', () => {
  it("styles itself with a constructed stylesheet, which the site's CSP allows, not an inline <style>", () => {
    const { host } = mount();
    const root = host.shadowRoot!;
    expect(root.querySelector('style')).toBeNull();
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect([...root.adoptedStyleSheets[0]!.cssRules].some((rule) => rule.cssText.startsWith('aside'))).toBe(true);
    // Still styled after a re-render (the page's language changes).
    document.documentElement.lang = 'ja';
    return vi.waitFor(() => {
      expect(root.querySelector('aside')?.getAttribute('lang')).toBe('ja');
      expect(root.querySelector('style')).toBeNull();
      expect(root.adoptedStyleSheets).toHaveLength(1);
    });
  });

  it('stays collapsed, holding no code, until the developer opens it', async () => {
    const { host, toolbar, send } = mount();
    send(message({}));
    const toggle = toolbar.getByRole('button', { name: /Demo data · Full content/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('1 message sent');
    expect(host.shadowRoot!.textContent).not.toContain('482913');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = toolbar.getByRole('group', { name: 'Fake backend' });
    expect(within(panel).getByText('482913').tagName).toBe('STRONG');
    expect(within(panel).getByText(/Email to new\.darter@example\.com/)).toBeTruthy();
    expect(within(panel).getByText(/Demo login: demo \/ darts123/)).toBeTruthy();
  });

  it('shows new messages newest first as the backend sends them, and marks used codes', async () => {
    const { toolbar, send } = mount();
    await userEvent.click(toolbar.getByRole('button', { name: /Demo data/ }));
    expect(toolbar.getByText(/Nothing sent yet/)).toBeTruthy();

    send(
      message({ id: 1, code: '111111', usedAt: Date.UTC(2026, 10, 23, 9, 31) }),
      message({ id: 2, channel: 'sms', to: '+86-13800000000', kind: 'account', code: '', account: 'demo', sentAt: Date.UTC(2026, 10, 23, 9, 40) }),
    );
    const items = within(toolbar.getByRole('list', { name: 'Messages sent' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['demo', '111111']);
    expect(items[0]!.textContent).toContain('SMS to +86-13800000000');
    expect(items[0]!.textContent).toContain('Account demo');
    expect(items[1]!.textContent).toContain('(used)');
  });

  it('closes with Escape, from its button or from inside the panel, and gives focus back to the button', async () => {
    const { toolbar } = mount();
    const toggle = toolbar.getByRole('button', { name: /Demo data/ });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle);
    await userEvent.click(toolbar.getByRole('button', { name: 'Close' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle);
    toolbar.getByLabelText('Scenario').focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toolbar.queryByRole('group')).toBeNull();
    expect((toggle.getRootNode() as ShadowRoot).activeElement).toBe(toggle);
  });

  it('switches scenario and resets the data on request', async () => {
    const { toolbar, options } = mount({ scenario: 'expired-session' });
    await userEvent.click(toolbar.getByRole('button', { name: /Demo data · Expired session/ }));

    await userEvent.click(toolbar.getByRole('button', { name: 'Switch' }));
    expect(options.switchScenario).not.toHaveBeenCalled(); // already running

    await userEvent.selectOptions(toolbar.getByLabelText('Scenario'), 'No content');
    await userEvent.click(toolbar.getByRole('button', { name: 'Switch' }));
    expect(options.switchScenario).toHaveBeenCalledWith('empty');

    // The reviewer learns what the reset undoes: the data kept across reloads and tabs.
    expect(toolbar.getByText(/kept in this browser for each scenario, across reloads and tabs/)).toBeTruthy();
    await userEvent.click(toolbar.getByRole('button', { name: 'Reset data' }));
    expect(options.resetData).toHaveBeenCalledTimes(1);
  });

  it('puts the panel right after its button, so Tab from the opened button goes into it', async () => {
    const { toolbar } = mount();
    const toggle = toolbar.getByRole('button', { name: /Demo data/ });
    await userEvent.click(toggle);
    expect(toggle.nextElementSibling).toBe(toolbar.getByRole('group', { name: 'Fake backend' }));
  });

  it('speaks the page language and follows a change of it', async () => {
    document.documentElement.lang = 'ja';
    const { toolbar } = mount();
    expect(toolbar.getByRole('button', { name: /デモデータ · すべてのコンテンツ/ })).toBeTruthy();

    document.documentElement.lang = 'zh-TW';
    await vi.waitFor(() => expect(toolbar.getByRole('button', { name: /示範資料 · 完整內容/ })).toBeTruthy());
    await userEvent.click(toolbar.getByRole('button', { name: /示範資料/ }));
    expect(toolbar.getByRole('button', { name: '重設資料' })).toBeTruthy();
  });

  it('lists the card numbers free to bind, live: a number bound in the demo leaves the list', async () => {
    const { host, toolbar, setFreeCards } = mount();
    // Closed, it holds none of them.
    expect(host.shadowRoot!.textContent).not.toContain('8861204519773310');
    await userEvent.click(toolbar.getByRole('button', { name: /Demo data/ }));

    const list = toolbar.getByRole('list', { name: 'Card numbers free to bind' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '8861204519773310network card',
      '8861559032184467league card',
    ]);
    expect(toolbar.getByText(/Bind one under My page › Card settings/)).toBeTruthy();

    setFreeCards([FREE_CARDS[1]!]);
    expect(within(toolbar.getByRole('list', { name: 'Card numbers free to bind' })).getAllByRole('listitem')).toHaveLength(1);
    expect(host.shadowRoot!.textContent).not.toContain('8861204519773310');

    setFreeCards([]);
    expect(toolbar.queryByRole('list', { name: 'Card numbers free to bind' })).toBeNull();
    expect(toolbar.getByText(/No free card number left/)).toBeTruthy();
  });

  it("lists the demo member's friends to log in as, with their shared password, only while open", async () => {
    const { host, toolbar } = mount();
    expect(host.shadowRoot!.textContent).not.toContain('lina_w');
    await userEvent.click(toolbar.getByRole('button', { name: /Demo data/ }));
    const list = toolbar.getByRole('list', { name: 'Friends to log in as' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['lina_wLina', 'kenji88Kenji']);
    expect(toolbar.getByText(/same country \(password darts123\)/)).toBeTruthy();
  });

  it.each([
    ['zh-CN', '可绑定的卡号', '网络卡'],
    ['zh-TW', '可綁定的卡號', '聯賽卡'],
    ['ja', '登録できるカード番号', 'リーグカード'],
  ])('lists the free card numbers in %s', async (language, title, kind) => {
    document.documentElement.lang = language;
    const { toolbar } = mount();
    await userEvent.click(toolbar.getAllByRole('button')[0]!);
    const list = toolbar.getByRole('list', { name: title });
    expect(within(list).getByText(kind)).toBeTruthy();
    expect(within(list).getByText('8861559032184467')).toBeTruthy();
  });

  it('opens with a notice on top when it has one to give, in the page language, following a change of it', async () => {
    const { toolbar } = mount({
      notice: Object.fromEntries(LANGUAGES.map((language) => [language, localise(language, 'loginNotKeptSessionsExpire')])) as Texts,
    });
    expect(toolbar.getByRole('button', { name: /Demo data/ }).getAttribute('aria-expanded')).toBe('true');
    const panel = toolbar.getByRole('group', { name: 'Fake backend' });
    // On top: the first status of the panel (the fault rules' own comes later).
    expect(within(panel).getAllByRole('status')[0]!.textContent).toBe('You were logged out: in this scenario every session expires at once.');
    document.documentElement.lang = 'ja';
    await vi.waitFor(() =>
      expect(toolbar.getAllByRole('status')[0]!.textContent).toBe('ログアウトしました：このシナリオではすべてのセッションがすぐに期限切れになります。'),
    );
  });

  it('says "faults on" while the tab has rules, following the rules set in its panel', async () => {
    const { toolbar, options } = mount({ faults: 'news.officialNewsList:http-503' });
    const toggle = toolbar.getByRole('button', { name: /Demo data · Full content · faults on/ });
    await userEvent.click(toggle);
    // The fault rules and the call list come in a chunk of their own as the panel first opens.
    await userEvent.click(await toolbar.findByRole('button', { name: 'Clear all rules' }));
    expect(options.setFaults).toHaveBeenCalledWith('');
    expect(toggle.textContent).not.toContain('faults on');

    await userEvent.selectOptions(toolbar.getByLabelText('Effect'), 'Network error');
    await userEvent.click(toolbar.getByRole('button', { name: 'Add rule' }));
    expect(toggle.textContent).toContain('faults on');
    // Still so once the page's language changes and the toolbar speaks it.
    document.documentElement.lang = 'ja';
    await vi.waitFor(() => expect(toolbar.getByRole('button', { name: /デモデータ · すべてのコンテンツ · 障害注入中/ })).toBeTruthy());
    expect(within(toolbar.getByRole('list', { name: '有効なルール' })).getByText('*:network')).toBeTruthy();
  });

  it('reads the call list only while open', async () => {
    let reading = 0;
    const { toolbar } = mount({
      subscribeCalls: (listener) => {
        reading += 1;
        listener([]);
        return () => (reading -= 1);
      },
    });
    expect(reading).toBe(0);
    const toggle = toolbar.getByRole('button', { name: /Demo data/ });
    await userEvent.click(toggle);
    expect(await toolbar.findByRole('heading', { name: 'Calls' })).toBeTruthy();
    expect(reading).toBe(1);
    // A re-render in another language reads on, once.
    document.documentElement.lang = 'zh-CN';
    await vi.waitFor(() => expect(toolbar.getByRole('heading', { name: '接口调用' })).toBeTruthy());
    expect(reading).toBe(1);
    await userEvent.click(toolbar.getByRole('button', { name: '关闭' }));
    expect(reading).toBe(0);
  });

  it('removes itself and stops listening when unmounted', () => {
    const { listeners } = mount();
    expect(listeners.size).toBe(1);
    mounted!.unmount();
    mounted = null;
    expect(listeners.size).toBe(0);
    expect(document.querySelector('[data-dev-toolbar]')).toBeNull();
  });
});
