export { FactList } from './fact-list';
