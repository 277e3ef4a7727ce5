import { FaultSyntaxError, formatFaults, parseFaults } from './fault-rules';

/**
 * A tab's fault rules as it starts: those its address asks for (`?faults=`; an empty one clears
 * them), else what the tab kept (sessionStorage, as the scenario is). Rules that cannot be read are
 * reported and the kept ones stay, rather than breaking the app. Decided in the worker, which
 * applies them: the page carries the text only, so it loads neither the rules' parser nor the
 * call definitions the parser checks names against.
 */
export function chooseFaults(requested: string | null, kept: string | null): { faults: string; warning?: string } {
  const keptText = kept ?? '';
  if (requested === null) return { faults: keptText };
  try {
    return { faults: formatFaults(parseFaults(requested)) };
  } catch (error) {
    if (!(error instanceof FaultSyntaxError)) throw error;
    return { faults: keptText, warning: `?faults=${requested}: ${error.message}; ${keptText ? `keeping ${keptText}` : 'no faults'}` };
  }
}
