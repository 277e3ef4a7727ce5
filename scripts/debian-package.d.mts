// Types for debian-package.mjs (plain JS, like ensure-chromium.mjs).
export declare const isExecutable: (file: string) => boolean;
export declare const onPath: (name: string) => string | null;
export declare const canInstall: () => boolean;
export declare const aptInstall: (pkg: string) => void;
export declare const ensureCommand: (command: string, pkg?: string, options?: { log?: (line: string) => void }) => string;
