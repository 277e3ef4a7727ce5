import { allCallNames } from '../call-names';
import { isCallSelector } from '../call-selector';
import { formatFaults, INJECTED_MESSAGE, NETWORK_PROFILES, parseFaults, type FaultRule } from '../faults/fault-rules';
import type { FaultKind, ToolsCopy } from './tools-copy';
import { element } from './element';

/** The effects the form offers, in the order of its list. */
export const FAULT_KINDS = ['delay', '3g', 'slow-3g', 'envelope', 'http-500', 'http-503', 'network', 'timeout'] as const satisfies readonly FaultKind[];

const MAX_DELAY_MS = 120_000;

export interface FaultPanelOptions {
  /** The tab's rules now, as `?faults=` writes them ('' for none). */
  faults: string;
  /** Applies the rules to the tab (the worker and the tab's storage); resolves with them as applied, or rejects saying why. */
  setFaults: (text: string) => Promise<string>;
  /** Told the rules after each change the worker applied. */
  applied: (text: string) => void;
}

/** A whole number within [min, max] from a number field, or null. */
const wholeNumber = (input: HTMLInputElement, min: number, max: number): number | null => {
  const value = Number(input.value);
  return input.value.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
};

/**
 * The toolbar's fault rules: the tab's active ones, each removable, and a form that adds one (a
 * call or all, and an effect). Every change goes to the worker as `?faults=`'s text, read there by
 * the same code as the address and `mock:serve` (mocks/faults/fault-rules.ts).
 */
export function faultPanel(doc: Document, copy: ToolsCopy, options: FaultPanelOptions): HTMLElement {
  let rules: FaultRule[] = parseFaults(options.faults);

  const status = element(doc, 'p', { class: 'status', role: 'status' });
  const list = element(doc, 'div', { class: 'fault-rules' });

  const apply = async (next: FaultRule[]): Promise<boolean> => {
    try {
      const text = await options.setFaults(formatFaults(next));
      rules = parseFaults(text);
      status.textContent = copy.faultsApplied;
      options.applied(text);
      renderRules();
      return true;
    } catch (error) {
      status.textContent = copy.faultsRefused(error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  const clearButton = element(doc, 'button', { type: 'button', class: 'secondary' }, copy.clearFaults);
  clearButton.addEventListener('click', () => void apply([]));

  function renderRules(): void {
    clearButton.hidden = rules.length === 0;
    list.replaceChildren(
      rules.length === 0
        ? element(doc, 'p', { class: 'empty' }, copy.noFaults)
        : element(
            doc,
            'ul',
            { class: 'rules', 'aria-label': copy.activeFaults },
            ...rules.map((rule) => {
              const text = formatFaults([rule]);
              const remove = element(doc, 'button', { type: 'button', class: 'secondary', 'aria-label': copy.removeFault(text) }, copy.remove);
              remove.addEventListener('click', () => {
                // The removed button goes with its row: focus stays in the section.
                void apply(rules.filter((kept) => kept !== rule)).then((done) => done && clearButton.focus());
              });
              return element(doc, 'li', {}, element(doc, 'code', {}, text), remove);
            }),
          ),
    );
  }

  const callInput = element(doc, 'input', { id: 'fault-call', type: 'text', list: 'call-names', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': 'fault-call-hint' });
  const callNames = element(
    doc,
    'datalist',
    { id: 'call-names' },
    element(doc, 'option', { value: '*' }, copy.allCalls),
    ...allCallNames().map((name) => element(doc, 'option', { value: name })),
  );
  const kindSelect = element(doc, 'select', { id: 'fault-kind' }, ...FAULT_KINDS.map((kind) => element(doc, 'option', { value: kind }, copy.faultKinds[kind])));
  const delayInput = element(doc, 'input', { id: 'fault-delay', type: 'number', min: '0', max: String(MAX_DELAY_MS), step: '1', value: '800', inputmode: 'numeric' });
  const codeInput = element(doc, 'input', { id: 'fault-code', type: 'number', min: '0', max: '9999', step: '1', value: '101', inputmode: 'numeric' });
  const messageInput = element(doc, 'input', { id: 'fault-message', type: 'text', maxlength: '500', placeholder: INJECTED_MESSAGE });
  const field = (input: HTMLElement, label: string, ...rest: Node[]) =>
    element(doc, 'div', { class: 'field' }, element(doc, 'label', { for: input.id }, label), input, ...rest);
  const delayField = field(delayInput, copy.faultDelay);
  const codeField = field(codeInput, copy.faultCode);
  const messageField = field(messageInput, copy.faultMessage);
  // Only the fields the chosen effect takes are shown (and so reached with Tab).
  const showFields = () => {
    delayField.hidden = kindSelect.value !== 'delay';
    codeField.hidden = messageField.hidden = kindSelect.value !== 'envelope';
  };
  kindSelect.addEventListener('change', showFields);
  showFields();

  /** The rule the form describes, or null after saying what is wrong (and focusing it). */
  const ruleOfForm = (): FaultRule | null => {
    const refuse = (input: HTMLInputElement, message: string) => {
      status.textContent = message;
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return null;
    };
    for (const input of [callInput, delayInput, codeInput]) input.removeAttribute('aria-invalid');
    const call = callInput.value.trim() || '*';
    if (!isCallSelector(call)) return refuse(callInput, copy.unknownCall(call));
    const kind = kindSelect.value as (typeof FAULT_KINDS)[number];
    switch (kind) {
      case 'delay': {
        const delayMs = wholeNumber(delayInput, 0, MAX_DELAY_MS);
        return delayMs === null ? refuse(delayInput, copy.badDelay(MAX_DELAY_MS)) : { call, delayMs, failure: null };
      }
      case '3g':
      case 'slow-3g':
        return { call, delayMs: NETWORK_PROFILES[kind], failure: null };
      case 'envelope': {
        const code = wholeNumber(codeInput, 0, 9999);
        if (code === null) return refuse(codeInput, copy.badCode);
        return { call, delayMs: 0, failure: { kind: 'envelope', code, msg: messageInput.value.trim() || INJECTED_MESSAGE } };
      }
      case 'http-500':
      case 'http-503':
        return { call, delayMs: 0, failure: { kind: 'http', status: kind === 'http-500' ? 500 : 503 } };
      case 'network':
      case 'timeout':
        return { call, delayMs: 0, failure: { kind } };
    }
  };

  const form = element(
    doc,
    'form',
    { class: 'fault-form' },
    field(callInput, copy.faultCall, callNames, element(doc, 'p', { id: 'fault-call-hint', class: 'hint' }, copy.faultCallHint)),
    field(kindSelect, copy.faultKind),
    delayField,
    codeField,
    messageField,
    element(doc, 'div', { class: 'row' }, element(doc, 'button', { type: 'submit' }, copy.addFault)),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const rule = ruleOfForm();
    // A call's new rule takes the place of the one it had: a call has one rule.
    if (rule) void apply([...rules.filter((kept) => kept.call !== rule.call), rule]);
  });

  renderRules();
  return element(
    doc,
    'div',
    { class: 'faults' },
    element(doc, 'h3', { id: 'faults-title' }, copy.faultsTitle),
    element(doc, 'p', { class: 'intro' }, copy.faultsHint),
    list,
    element(doc, 'div', { class: 'row' }, clearButton),
    form,
    status,
  );
}
