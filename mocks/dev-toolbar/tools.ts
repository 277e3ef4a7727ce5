/**
 * The panel's developer tools, a chunk of their own that the toolbar loads when its panel first
 * opens: the fault rules and the call list are most of the toolbar's code and words, and a first
 * visit of the demo, which never opens the panel, does not download them (the demo's budget).
 */
export { callList, type CallList } from './call-list';
export { faultPanel } from './fault-panel';
export { TOOLS_COPY } from './tools-copy';
