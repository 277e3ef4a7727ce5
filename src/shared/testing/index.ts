export { renderWithApp, type RenderedApp, type RenderOptions } from './render';
export { logInAs } from './login';
