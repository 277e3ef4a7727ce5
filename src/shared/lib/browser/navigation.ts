import { createEffect } from 'effector';

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

let navigate: Navigate | null = null;

/** The app binds its router here once, so models can navigate without knowing the router. */
export const bindNavigator = (next: Navigate): void => {
  navigate = next;
};

export const navigateFx = createEffect(async (target: string | { to: string; replace?: boolean }) => {
  const { to, replace = false } = typeof target === 'string' ? { to: target } : target;
  await navigate?.(to, { replace });
});
