// Types for ensure-chromium.mjs (kept as plain JS so it runs before anything is compiled).
export declare const INSTALL_COMMAND: string;
/** The Chromium flags of the browser tests, size and lighthouse: quiet, no network beyond localhost. */
export declare const chromiumArgs: readonly string[];
/** The Chromium executable ($CHROMIUM_PATH, `chromium`/`chromium-browser` on PATH, /usr/bin), or null. */
export declare const findChromium: () => string | null;
/** The Chromium path; installs Debian's package when root with apt-get, else throws naming the command. */
export declare const ensureChromium: (options?: { log?: (line: string) => void }) => string;
export declare const chromiumVersion: (executable: string) => string;
