export { createPresence, usePresence, type Presence } from './presence';
