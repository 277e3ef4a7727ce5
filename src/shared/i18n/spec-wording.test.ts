// Every English message the product spec quotes (/work/shared/spec/product-spec.md, sections 5 and
// 8) is in the English catalogue, word for word, at the key that shows it. The validators' own
// tests check that each form answers these keys; the browser tests show one form's messages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const english = (key: string): unknown => {
  const [namespace, path] = key.split(':') as [string, string];
  const tree = JSON.parse(readFileSync(join(import.meta.dirname, 'locales/en', `${namespace}.json`), 'utf8')) as object;
  return path.split('.').reduce<unknown>((node, name) => (node as Record<string, unknown> | undefined)?.[name], tree);
};

/** The spec's quoted message, and the keys of the places that show it. */
const specMessages: ReadonlyArray<readonly [message: string, keys: readonly string[]]> = [
  // 5: phone, email (account settings, registration, recovery) and card copy (and binding).
  ['Please enter the correct format!', ['auth:contact.wrongFormat', 'cards:form.wrongFormat']],
  // 5: password change.
  ['Please input your old password!', ['account:password.oldRequired']],
  ['Please input your password!', ['account:password.required']],
  ['Passwords do not match!', ['auth:password.mismatch']],
  // 5: deleting a card.
  ['Confirm delete?', ['cards:unbind.confirm']],
  // 8: code 198.
  ['Please login and check!', ['common:api.sessionExpired']],
  // 8: after a friend request.
  ['Friend request sent', ['friends:toast.requestSent']],
];

describe("The English catalogue uses the spec's wording", () => {
  for (const [message, keys] of specMessages) {
    it(`"${message}" at ${keys.join(', ')}`, () => {
      for (const key of keys) expect({ key, text: english(key) }).toEqual({ key, text: message });
    });
  }
});
