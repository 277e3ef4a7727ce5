export { renderWithApp, type RenderedApp, type RenderOptions } from './render';
