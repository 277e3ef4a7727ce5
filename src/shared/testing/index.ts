export { renderWithApp, type RenderedApp, type RenderOptions } from './render';
export { callOptionsOf, logInAs } from './login';
export { shownToasts } from './toasts';
