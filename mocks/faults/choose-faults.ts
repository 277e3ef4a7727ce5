import { FaultSyntaxError, formatFaults, parseFaults } from './fault-rules';

/**
 * The browser's fault rules, as `?faults=` writes them: the address wins (`?faults=` with nothing
 * clears them), else what the tab chose before (kept in sessionStorage, as the scenario is). Rules
 * that cannot be read are reported and ignored rather than breaking the app.
 */
export function chooseFaults(search: string, stored: string | null): { faults: string; warning?: string } {
  const requested = new URLSearchParams(search).get('faults');
  const kept = stored ?? '';
  if (requested === null) return { faults: kept };
  try {
    return { faults: formatFaults(parseFaults(requested)) };
  } catch (error) {
    if (!(error instanceof FaultSyntaxError)) throw error;
    return { faults: kept, warning: `?faults=${requested}: ${error.message}; ${kept ? `keeping ${kept}` : 'no faults'}` };
  }
}
