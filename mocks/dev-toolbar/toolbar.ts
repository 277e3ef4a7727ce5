import type { OutboxRecord } from '../db/schemas';
import type { ToolbarData } from '../browser-only/worker-protocol';
import { LANGUAGES, type Language, type Texts } from '../rules/languages';
import { SCENARIO_NAMES, type ScenarioName } from '../scenarios/names';
import type { CallListOptions } from './call-list';
import { TOOLBAR_COPY, type ToolbarCopy } from './copy';
import { element } from './element';
import type { CallList } from './tools';
import { TOOLBAR_STYLES } from './styles';

export interface DevToolbarOptions extends CallListOptions {
  scenario: ScenarioName;
  /** The latency and fault rules the tab runs under (`?faults=`'s text), '' for none. */
  faults?: string;
  /** Applies other rules to the tab; resolves with them as the worker applied them, or rejects saying why. */
  setFaults: (text: string) => Promise<string>;
  login: { account: string; password: string };
  /**
   * Calls `listener` with the data to show (messages, free cards, friend accounts) at once and
   * again whenever the fake backend has answered a call; returns the unsubscribe.
   */
  subscribe: (listener: (data: ToolbarData) => void) => () => void;
  switchScenario: (name: ScenarioName) => void;
  resetData: () => void;
  /**
   * Something to tell the reviewer as the page starts, in the page's language (why the tab's login
   * did not follow a reset or a scenario switch): the panel opens with it on top.
   */
  notice?: Texts;
  /** Where the toolbar's host element goes: `document.body` by default. */
  parent?: HTMLElement;
}

export interface DevToolbar {
  unmount(): void;
}

/** Newest messages shown; older ones stay readable at `GET /__mock/outbox`. */
const SHOWN_MESSAGES = 20;

const pageLanguage = (document: Document): Language => {
  const lang = document.documentElement.lang;
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';
};

/**
 * Styles the shadow root with a constructed stylesheet: the site's Content-Security-Policy
 * (`style-src 'self'`) refuses inline `<style>` elements, but not stylesheets built through the
 * CSSOM. A browser without constructable stylesheets gets a `<style>` element instead.
 */
const styleRoot = (root: ShadowRoot, document: Document): Node[] => {
  const CSSStyleSheetOfPage = document.defaultView?.CSSStyleSheet;
  if (CSSStyleSheetOfPage && 'adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheetOfPage.prototype) {
    const sheet = new CSSStyleSheetOfPage();
    sheet.replaceSync(TOOLBAR_STYLES);
    root.adoptedStyleSheets = [sheet];
    return [];
  }
  return [element(document, 'style', {}, TOOLBAR_STYLES)];
};

function messageItem(document: Document, message: OutboxRecord, copy: ToolbarCopy, language: Language): HTMLLIElement {
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(message.sentAt);
  const recipient = message.channel === 'email' ? copy.emailTo(message.to) : copy.smsTo(message.to);
  const [label, value] = message.kind === 'code' ? [copy.code, message.code] : [copy.account, message.account];
  return element(
    document,
    'li',
    {},
    element(document, 'p', { class: 'meta' }, `${recipient} · `, element(document, 'time', { datetime: new Date(message.sentAt).toISOString() }, time)),
    element(
      document,
      'p',
      { class: 'value' },
      `${label} `,
      element(document, 'strong', {}, value),
      ...(message.usedAt === null ? [] : [' ', element(document, 'span', { class: 'used' }, `(${copy.used})`)]),
    ),
    element(document, 'p', { class: 'text' }, message.text),
  );
}

/**
 * The demo's developer strip: which scenario runs, a switch to another, a data reset, the
 * messages the fake backend "sent" (the api-reference's "console and the dev toolbar"), and the
 * card numbers free to bind, kept up to date as calls are answered. It is
 * part of the fake backend, mounted beside the app (never inside it) in its own shadow root, and
 * stays collapsed until opened: the portal's pages never show a code.
 */
export function mountDevToolbar(options: DevToolbarOptions): DevToolbar {
  const parent = options.parent ?? document.body;
  const doc = parent.ownerDocument;
  const host = element(doc, 'div', { 'data-dev-toolbar': '' });
  const root = host.attachShadow({ mode: 'open' });
  const styles = styleRoot(root, doc);
  parent.append(host);

  // A notice is worth the panel open: it answers what the reviewer just did in it.
  let open = options.notice !== undefined;
  let language = pageLanguage(doc);
  let faults = options.faults ?? '';
  let refs: {
    toggle: HTMLButtonElement;
    panel: HTMLElement;
    badge: HTMLElement;
    list: HTMLElement;
    cards: HTMLElement;
    friends: HTMLElement;
    label: HTMLElement;
    /** Where the fault rules and the call list go once their chunk is in. */
    tools: HTMLElement;
    calls: CallList | null;
  } | null = null;

  let tools: typeof import('./tools') | null = null;
  let toolsLoading: Promise<void> | null = null;

  /** Puts the fault rules and the call list into the open panel, loading their chunk the first time. */
  const fillTools = () => {
    if (!refs || refs.calls) return;
    if (!tools) {
      toolsLoading ??= import('./tools')
        .then((loaded) => {
          tools = loaded;
          if (open) fillTools();
        })
        .catch((error: unknown) => {
          toolsLoading = null;
          console.warn('[fake backend] the dev toolbar could not load its tools', error);
        });
      return;
    }
    const copy = tools.TOOLS_COPY[language];
    const calls = tools.callList(doc, copy, options);
    refs.tools.replaceChildren(
      tools.faultPanel(doc, copy, {
        faults,
        setFaults: options.setFaults,
        applied: (text) => {
          faults = text;
          if (refs) refs.label.textContent = toggleLabel(TOOLBAR_COPY[language]);
        },
      }),
      calls.node,
    );
    refs.calls = calls;
    calls.start();
  };

  let data: ToolbarData = { messages: [], freeCards: [], friendAccounts: [] };
  const messages = () => [...data.messages].sort((a, b) => b.sentAt - a.sentAt || b.id - a.id);

  const renderLive = () => {
    if (!refs) return;
    const copy = TOOLBAR_COPY[language];
    const all = messages();
    refs.badge.replaceChildren(
      element(doc, 'span', { 'aria-hidden': 'true' }, String(all.length)),
      element(doc, 'span', { class: 'visually-hidden' }, copy.messageCount(all.length)),
    );
    refs.badge.hidden = all.length === 0;
    // Built only while open: a closed toolbar holds no code, not even hidden.
    if (!open) {
      refs.list.replaceChildren();
      refs.cards.replaceChildren();
      refs.friends.replaceChildren();
      return;
    }
    const friends = data.friendAccounts;
    refs.friends.replaceChildren(
      friends.length === 0
        ? element(doc, 'p', { class: 'empty' }, copy.noFriendAccounts)
        : element(
            doc,
            'ul',
            { class: 'cards', 'aria-labelledby': 'friend-accounts-title' },
            ...friends.map((friend) =>
              element(doc, 'li', {}, element(doc, 'code', {}, friend.account), element(doc, 'span', { class: 'kind' }, friend.nickname)),
            ),
          ),
    );
    const free = data.freeCards;
    refs.cards.replaceChildren(
      free.length === 0
        ? element(doc, 'p', { class: 'empty' }, copy.noFreeCards)
        : element(
            doc,
            'ul',
            { class: 'cards', 'aria-labelledby': 'free-cards-title' },
            ...free.map((card) =>
              element(doc, 'li', {}, element(doc, 'code', {}, card.cardNo), element(doc, 'span', { class: 'kind' }, copy.cardKind(card.cardType))),
            ),
          ),
    );
    refs.list.replaceChildren(
      all.length === 0
        ? element(doc, 'p', { class: 'empty' }, copy.noMessages)
        : element(doc, 'ol', { class: 'messages', 'aria-labelledby': 'messages-title' }, ...all.slice(0, SHOWN_MESSAGES).map((message) => messageItem(doc, message, copy, language))),
    );
  };

  const setOpen = (next: boolean, { focusToggle = false } = {}) => {
    open = next;
    if (!refs) return;
    refs.panel.hidden = !open;
    refs.toggle.setAttribute('aria-expanded', String(open));
    if (open) {
      fillTools();
      refs.calls?.start();
    } else refs.calls?.stop();
    renderLive();
    // On a phone the toolbar ends the page (styles.ts): the panel opens below the fold otherwise.
    if (open) refs.panel.scrollIntoView?.({ block: 'nearest' });
    if (focusToggle) refs.toggle.focus();
  };

  const toggleLabel = (copy: ToolbarCopy) => [copy.toggle, copy.scenarios[options.scenario], ...(faults ? [copy.faultsActive] : [])].join(' · ');

  const render = () => {
    const copy = TOOLBAR_COPY[language];
    refs?.calls?.stop();
    const scenarioSelect = element(
      doc,
      'select',
      { id: 'scenario' },
      ...SCENARIO_NAMES.map((name) =>
        element(doc, 'option', { value: name, selected: name === options.scenario }, copy.scenarios[name]),
      ),
    );
    const switchButton = element(doc, 'button', { type: 'button' }, copy.switchScenario);
    switchButton.addEventListener('click', () => {
      if (scenarioSelect.value !== options.scenario) options.switchScenario(scenarioSelect.value as ScenarioName);
    });
    const resetButton = element(doc, 'button', { type: 'button', class: 'secondary' }, copy.reset);
    resetButton.addEventListener('click', () => options.resetData());
    const closeButton = element(doc, 'button', { type: 'button', class: 'close', 'aria-label': copy.close }, '×');
    closeButton.addEventListener('click', () => setOpen(false, { focusToggle: true }));

    const list = element(doc, 'div', { class: 'list' });
    const cards = element(doc, 'div', { class: 'free-cards' });
    const friends = element(doc, 'div', { class: 'friend-accounts' });
    const toolsSlot = element(doc, 'div', { class: 'tools' });
    const badge = element(doc, 'span', { class: 'badge' });
    const label = element(doc, 'span', { class: 'label' }, toggleLabel(copy));
    const panel = element(
      doc,
      'div',
      { id: 'panel', class: 'panel', role: 'group', 'aria-labelledby': 'panel-title', hidden: !open },
      element(doc, 'div', { class: 'head' }, element(doc, 'h2', { id: 'panel-title' }, copy.title), closeButton),
      ...(options.notice ? [element(doc, 'p', { class: 'notice', role: 'status' }, options.notice[language])] : []),
      element(doc, 'p', { class: 'intro' }, copy.intro(options.login)),
      element(
        doc,
        'div',
        { class: 'row' },
        element(doc, 'label', { for: 'scenario' }, copy.scenario),
        scenarioSelect,
        switchButton,
      ),
      element(doc, 'p', { class: 'intro' }, copy.resetHint),
      element(doc, 'div', { class: 'row' }, resetButton),
      element(doc, 'h3', { id: 'messages-title' }, copy.messages),
      list,
      element(doc, 'h3', { id: 'free-cards-title' }, copy.freeCards),
      element(doc, 'p', { class: 'intro' }, copy.freeCardsHint),
      cards,
      element(doc, 'h3', { id: 'friend-accounts-title' }, copy.friendAccounts),
      element(doc, 'p', { class: 'intro' }, copy.friendAccountsHint(options.login.password)),
      friends,
      toolsSlot,
    );

    const toggle = element(doc, 'button', { type: 'button', class: 'toggle', 'aria-expanded': String(open), 'aria-controls': 'panel' }, label, badge);
    toggle.addEventListener('click', () => setOpen(!open));

    // The button before what it opens (a disclosure); docked in the corner, the panel still shows above it (styles.ts).
    const aside = element(doc, 'aside', { 'aria-label': copy.title, lang: language }, toggle, panel);
    aside.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && open) setOpen(false, { focusToggle: true });
    });

    refs = { toggle, panel, badge, list, cards, friends, label, tools: toolsSlot, calls: null };
    root.replaceChildren(...styles, aside);
    if (open) fillTools();
    renderLive();
  };

  render();
  const unsubscribe = options.subscribe((next) => {
    data = next;
    renderLive();
  });
  // The app sets <html lang> when the visitor changes language: follow it.
  const languageWatch = new MutationObserver(() => {
    const next = pageLanguage(doc);
    if (next === language) return;
    language = next;
    render();
  });
  languageWatch.observe(doc.documentElement, { attributes: true, attributeFilter: ['lang'] });

  return {
    unmount() {
      unsubscribe();
      refs?.calls?.stop();
      languageWatch.disconnect();
      host.remove();
    },
  };
}
