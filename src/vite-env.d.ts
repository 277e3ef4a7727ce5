/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_ORIGIN?: string;
  readonly VITE_MOCKS?: string;
  readonly VITE_DEMO?: string;
}
