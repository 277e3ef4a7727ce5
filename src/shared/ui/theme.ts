import { css } from '@linaria/core';

/**
 * Design tokens as CSS custom properties plus the few element defaults every page relies on.
 * Evaluated at build time by wyw-in-js: keep this module free of side effects.
 */
export const globalStyles = css`
  :global() {
    :root {
      --color-ink: #14213d;
      --color-ink-soft: #4a5568;
      --color-paper: #ffffff;
      --color-canvas: #f4f6fa;
      --color-line: #dde3ec;
      --color-brand: #c8102e;
      --color-brand-strong: #9b0c23;
      --color-brand-soft: #fde8eb;
      --color-accent: #0f7b6c;
      --color-gold: #b7791f;
      --color-night: #0b1526;
      --color-night-soft: #1c2a44;
      --color-on-night: #e8edf5;
      --color-warning-bg: #fff4e5;
      --color-warning-ink: #7a4100;
      --color-success-bg: #e6f6ee;
      --color-success-ink: #0f5132;
      --color-focus: #1a73e8;
      --radius-s: 6px;
      --radius-m: 10px;
      --radius-l: 16px;
      --shadow-card: 0 1px 2px rgb(20 33 61 / 8%), 0 4px 16px rgb(20 33 61 / 6%);
      --shadow-pop: 0 12px 40px rgb(11 21 38 / 28%);
      --space-1: 4px;
      --space-2: 8px;
      --space-3: 12px;
      --space-4: 16px;
      --space-5: 24px;
      --space-6: 32px;
      --space-7: 48px;
      --content-width: 1120px;
      --font-body: system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans', 'Noto Sans CJK SC',
        'Microsoft YaHei', 'Meiryo', sans-serif;
      color-scheme: light;
    }

    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    html {
      -webkit-text-size-adjust: 100%;
    }

    body {
      margin: 0;
      font-family: var(--font-body);
      font-size: 16px;
      line-height: 1.6;
      color: var(--color-ink);
      background: var(--color-canvas);
      /* A word longer than its line (an e-mail address, a link, a name without spaces) breaks
         rather than making the page wider than a phone. */
      overflow-wrap: break-word;
    }

    /* Japanese lines break between phrases, never inside a word ("カウントアッ/プ"): Chromium's
       auto-phrase, made for Japanese (it applies only where the language is ja; <html lang>
       follows the choice). A phrase longer than its line still breaks (overflow-wrap above). */
    html:lang(ja) body {
      word-break: auto-phrase;
    }

    img {
      max-width: 100%;
    }

    a {
      color: var(--color-brand-strong);
    }

    :focus-visible {
      outline: 3px solid var(--color-focus);
      outline-offset: 2px;
    }

    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  }
`;
