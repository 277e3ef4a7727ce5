export { factListClass } from './fact-list';
