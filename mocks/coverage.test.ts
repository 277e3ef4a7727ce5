// @vitest-environment node
/**
 * Coverage by construction (CONVENTIONS.md): every call definition of shared/api has a fake-backend
 * handler, at least one interaction in the committed pact, and, for a member call, an interaction
 * that answers 198. A call added without them fails here, not in a reviewer's reading.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calls, type CallDefinition } from '@/shared/api/wire';
import { handlers } from './handlers';
import { directRouteOf } from './handlers/call-handler';

interface PactInteraction {
  description: string;
  request: { method: string; path: string };
  response: { body?: { code?: number } };
}

const pact = JSON.parse(
  readFileSync(new URL('../contracts/pacts/darts-portal-web-darts-network-api.json', import.meta.url), 'utf8'),
) as { interactions: PactInteraction[] };

const definitions = Object.values(calls) as CallDefinition[];
const methodOf = (call: CallDefinition) => (call.transport === 'get' ? 'GET' : 'POST');
const interactionsOf = (call: CallDefinition) =>
  pact.interactions.filter((interaction) => interaction.request.path === call.path && interaction.request.method === methodOf(call));

describe('every call of shared/api', () => {
  it.each(definitions.map((call) => [call.name, call] as const))('%s has a fake-backend handler', (_, call) => {
    const routes = handlers.flatMap((handler) => directRouteOf(handler) ?? []);
    expect(routes.filter((route) => route.path === call.path && route.method === methodOf(call))).toHaveLength(1);
  });

  it.each(definitions.map((call) => [call.name, call] as const))('%s has a pact interaction', (_, call) => {
    expect(interactionsOf(call).length).toBeGreaterThan(0);
  });

  const memberCalls = definitions.filter((call) => call.access === 'member');
  it.each(memberCalls.map((call) => [call.name, call] as const))('member call %s has a 198 interaction', (_, call) => {
    expect(interactionsOf(call).some((interaction) => interaction.response.body?.code === 198)).toBe(true);
  });
});
