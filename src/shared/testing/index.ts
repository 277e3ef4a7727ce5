export { renderWithApp, type RenderedApp, type RenderOptions } from './render';
export { callOptionsOf, logInAs, memberSessionOf, startMemberSession } from './login';
export { addressShown, forkRecordingNavigation } from './address';
export { shownToasts } from './toasts';
export { friendRowOf, metPlayerOf } from './partners';
