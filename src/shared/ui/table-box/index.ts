// Its own entry point: only the pages with figures tables carry its styles.
export { TableBox } from './table-box';
