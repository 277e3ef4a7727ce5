export { SectionPanel, type SectionPanelProps } from './section-panel';
