import { css } from '@linaria/core';
import { styled } from '@linaria/react';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: var(--color-night);
  color: var(--color-on-night);
  box-shadow: 0 2px 12px rgb(0 0 0 / 25%);
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  /* Between the brand and the actions; the menu's row below starts right under the bar. */
  gap: 0 var(--space-3);
  min-height: 64px;
`;

export const brandClass = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  color: inherit;
  font-weight: 800;
  font-size: 19px;
  letter-spacing: 0.02em;
  text-decoration: none;
  margin-right: auto;
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid rgb(255 255 255 / 25%);
  border-radius: var(--radius-s);
  background: transparent;
  color: inherit;
  cursor: pointer;

  @media (min-width: 900px) {
    display: none;
  }
`;

export const Nav = styled.nav`
  width: 100%;

  & ul {
    display: flex;
    flex-direction: column;
    list-style: none;
    margin: 0;
    padding: var(--space-2) 0 var(--space-4);
  }
  & a,
  & .coming-soon > button {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    padding: 0 var(--space-3);
    border-radius: var(--radius-s);
    color: inherit;
    text-decoration: none;
    /* A menu item is one line: the row (or the menu) is made to fit it. */
    white-space: nowrap;
  }
  & a[href]:hover,
  & .coming-soon > button:hover,
  & a[aria-current='page'] {
    background: var(--color-night-soft);
  }
  & a[aria-current='page'] {
    box-shadow: inset 0 -3px 0 var(--color-brand);
  }
  & a[aria-disabled='true'] {
    color: rgb(232 237 245 / 50%);
    cursor: not-allowed;
  }
  & small {
    padding: 0 6px;
    border: 1px solid currentColor;
    border-radius: 999px;
    font-size: 11px;
  }

  /* Small screens: the sections still to come are the menu's last items, in the list itself. The
     author's rules outweigh the browser's for a closed popover, so it shows as a plain list. */
  & .coming-soon > button {
    display: none;
  }
  & .coming-soon > ul {
    display: flex;
    position: static;
    inset: auto;
    width: auto;
    height: auto;
    margin: 0;
    padding: 0;
    border: 0;
    overflow: visible;
    background: transparent;
    color: inherit;
  }
  @media (min-width: 480px) {
    & .menu-logout {
      display: none;
    }
  }

  &[data-open='false'] {
    display: none;
  }

  /* Wide screens: brand and actions on the first row, the sections with a screen on one row below,
     and the sections still to come behind their button at its end (all eleven in one row did not
     fit from 1024 to 1440 px in English and Japanese, and wrapped). */
  @media (min-width: 900px) {
    border-top: 1px solid rgb(255 255 255 / 8%);

    &[data-open='false'] {
      display: block;
    }
    & > ul {
      flex-direction: row;
      padding: var(--space-1) 0;
    }
    & a,
    & .coming-soon > button {
      padding: 0 10px;
    }
    & li {
      flex: none;
    }
    & .coming-soon > button {
      display: flex;
      border: 0;
      background: transparent;
      font: inherit;
      cursor: pointer;
      anchor-name: --coming-soon;
    }
    & .coming-soon > ul {
      position: fixed;
      position-anchor: --coming-soon;
      inset: auto;
      top: anchor(bottom);
      left: anchor(left);
      position-try-fallbacks: flip-inline;
      margin: var(--space-1) 0 0;
      padding: var(--space-2);
      border-radius: var(--radius-m);
      background: var(--color-night);
      box-shadow: var(--shadow-pop);
    }
    & .coming-soon > ul:not(:popover-open) {
      display: none;
    }
  }
`;

/* The top row's height: on wide screens (and with the small-screen menu open) the menu wraps below,
   and the brand and actions would otherwise sit on the window's top edge. */
export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  min-height: 64px;

  & a,
  & button {
    color: inherit;
  }
  & a.member {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    min-width: 44px;
    padding: 0 var(--space-1);
    border-radius: var(--radius-s);
    text-decoration: none;
  }
  & a.member:hover {
    background: var(--color-night-soft);
  }
  & .member .name {
    max-width: 12ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }
  & .member .portrait-placeholder {
    display: inline-block;
    flex: none;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: var(--color-night-soft);
  }
  /* Narrow screens: the portrait alone; the nickname stays the link's name for screen readers. */
  @media (max-width: 479px) {
    & .member .name {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  /* The globe: a 44 px square like the bar's other icon buttons. */
  & button.globe {
    width: 44px;
    min-height: 44px;
    padding: 0;
  }
  /* Phones: logging out is in the menu (header.tsx), so a member's bar keeps to one row. */
  @media (max-width: 479px) {
    & button.logout {
      display: none;
    }
  }
  & .tool-placeholder {
    display: inline-block;
    flex: none;
    width: 44px;
    height: 44px;
  }
  & a.login {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 var(--space-4);
    border-radius: var(--radius-s);
    background: var(--color-brand);
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
`;
