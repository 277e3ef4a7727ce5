import type { LoggedCall } from '../inspector/call-log';
import type { ToolsCopy } from './tools-copy';
import { element } from './element';

export interface CallListOptions {
  /**
   * Calls `listener` with the tab's call log (`GET __mock/log`, oldest first) at once and again
   * whenever the fake backend has answered a call; returns the unsubscribe.
   */
  subscribeCalls: (listener: (calls: readonly LoggedCall[]) => void) => () => void;
  /** Forgets the tab's calls (`DELETE __mock/log`). */
  clearCalls: () => Promise<void>;
}

/** Characters of a request's or answer's JSON shown in a row; the whole is at `GET __mock/log`. */
const SHOWN_JSON = 4_000;

const pretty = (value: unknown, copy: ToolsCopy): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? 'null');
  return text.length > SHOWN_JSON ? `${text.slice(0, SHOWN_JSON)}\n${copy.cut(text.length)}` : text;
};

function callRow(doc: Document, copy: ToolsCopy, call: LoggedCall): HTMLLIElement {
  const facts = [call.status === null ? copy.noAnswer : `HTTP ${call.status}`, ...(call.code === null ? [] : [copy.envelopeCode(call.code)]), `${call.ms} ms`];
  const marks = [
    ...(call.source !== 'fake' ? [element(doc, 'span', { class: 'mark source' }, copy.answeredBy[call.source])] : []),
    ...(call.fault ? [element(doc, 'span', { class: 'mark fault' }, copy.faultMark(call.fault))] : []),
    ...(call.refusal ? [element(doc, 'span', { class: 'mark refusal' }, copy.refusedBy(call.refusal.message, call.refusal.code))] : []),
    ...(call.warnings.length > 0
      ? [element(doc, 'span', { class: 'mark warning' }, element(doc, 'span', { 'aria-hidden': 'true' }, '⚠ '), copy.warningCount(call.warnings.length))]
      : []),
  ];
  const summary = element(
    doc,
    'summary',
    {},
    // Spaces between the parts: the summary's text is its name for a screen reader.
    ...[element(doc, 'span', { class: 'call-name' }, `${call.method} ${call.call ?? call.path}`), element(doc, 'span', { class: 'meta' }, facts.join(' · ')), ...marks].flatMap(
      (part, index) => (index === 0 ? [part] : [' ', part]),
    ),
  );
  return element(
    doc,
    'li',
    {},
    element(
      doc,
      'details',
      {},
      summary,
      ...(call.warnings.length > 0 ? [element(doc, 'ul', { class: 'warnings', 'aria-label': copy.warningsLabel }, ...call.warnings.map((warning) => element(doc, 'li', {}, warning)))] : []),
      element(doc, 'p', { class: 'part-title' }, copy.requestParams),
      element(doc, 'pre', {}, pretty(call.params, copy)),
      element(doc, 'p', { class: 'part-title' }, copy.answer),
      element(doc, 'pre', {}, pretty(call.answer, copy)),
    ),
  );
}

/**
 * The request inspector of the toolbar: the tab's calls, newest first, each a disclosure with its
 * parameters and answer. Reads the log only while started (the panel open). New calls are added
 * above the rows already there, which stay as they are: a row the developer opened, or the focus
 * in it, is not lost when a call comes in.
 */
export function callList(doc: Document, copy: ToolsCopy, options: CallListOptions) {
  const rows = new Map<string, HTMLLIElement>();
  const list = element(doc, 'ol', { class: 'calls', 'aria-labelledby': 'calls-title' });
  const empty = element(doc, 'p', { class: 'empty' }, copy.noCalls);
  const clearButton = element(doc, 'button', { type: 'button', class: 'secondary' }, copy.clearCalls);

  const show = (calls: readonly LoggedCall[]) => {
    // Keyed with the time too: a worker the browser restarted numbers its calls from 1 again.
    const keyed = new Map(calls.map((call) => [`${call.id}@${call.at}`, call]));
    for (const [key, row] of rows) {
      if (keyed.has(key)) continue;
      row.remove();
      rows.delete(key);
    }
    const added = [...keyed].reverse().flatMap(([key, call]) => {
      if (rows.has(key)) return [];
      const row = callRow(doc, copy, call);
      rows.set(key, row);
      return [row];
    });
    list.prepend(...added);
    list.hidden = rows.size === 0;
    empty.hidden = rows.size > 0;
  };
  clearButton.addEventListener('click', () => void options.clearCalls().then(() => show([])));

  let unsubscribe: (() => void) | null = null;
  show([]);
  return {
    node: element(
      doc,
      'div',
      { class: 'call-list' },
      element(doc, 'h3', { id: 'calls-title' }, copy.callsTitle),
      element(doc, 'p', { class: 'intro' }, copy.callsHint),
      element(doc, 'div', { class: 'row' }, clearButton),
      empty,
      list,
    ),
    start(): void {
      if (unsubscribe) return;
      // A read still on its way when the list stops shows nothing.
      let live = true;
      const stopReading = options.subscribeCalls((calls) => live && show(calls));
      unsubscribe = () => {
        live = false;
        stopReading();
      };
    },
    /** Stops reading and drops the rows: a closed toolbar holds none of the answers. */
    stop(): void {
      unsubscribe?.();
      unsubscribe = null;
      show([]);
    },
  };
}

export type CallList = ReturnType<typeof callList>;
