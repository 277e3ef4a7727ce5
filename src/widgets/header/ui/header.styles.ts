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
  gap: var(--space-3);
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
  & a {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    padding: 0 var(--space-3);
    border-radius: var(--radius-s);
    color: inherit;
    text-decoration: none;
  }
  & a[href]:hover,
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

  &[data-open='false'] {
    display: none;
  }

  /* Wide screens: brand and actions on the first row, the whole menu below. It wraps: a sideways
     scroll hid the last items at common widths, with nothing to say they were there. */
  @media (min-width: 900px) {
    border-top: 1px solid rgb(255 255 255 / 8%);

    &[data-open='false'] {
      display: block;
    }
    & ul {
      flex-direction: row;
      flex-wrap: wrap;
      padding: var(--space-1) 0;
    }
    & a {
      padding: 0 10px;
    }
    & li {
      flex: none;
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
