/**
 * Stands in for @emotion/is-prop-valid, which linaria's `styled` uses to drop the props of an
 * HTML element that are not attributes (about 2 kB gzipped in every page). Here a styled element
 * takes only its element's own props (TypeScript refuses others, and the app's styles take no
 * props), so there is nothing to drop: every prop is passed on.
 */
const isPropValid = (): boolean => true;
export default isPropValid;
