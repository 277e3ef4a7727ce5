import { cx } from '@linaria/core';
import { styled } from '@linaria/react';
import type { ButtonHTMLAttributes } from 'react';

const Base = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-height: 40px;
  padding: 0 var(--space-4);
  border: 1px solid transparent;
  border-radius: var(--radius-s);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  transition: background-color 0.15s, border-color 0.15s, color 0.15s;

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &.primary {
    background: var(--color-brand);
    color: #fff;
  }
  &.primary:hover:not(:disabled) {
    background: var(--color-brand-strong);
  }

  &.secondary {
    background: var(--color-paper);
    color: var(--color-ink);
    border-color: var(--color-line);
  }
  &.secondary:hover:not(:disabled) {
    border-color: var(--color-ink-soft);
  }

  &.ghost {
    background: transparent;
    color: inherit;
  }
  &.ghost:hover:not(:disabled) {
    background: rgb(127 127 127 / 14%);
  }

  &.block {
    width: 100%;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  block?: boolean;
}

export const Button = ({ variant = 'primary', block = false, className, type = 'button', ...rest }: ButtonProps) => (
  <Base {...rest} type={type} className={cx(variant, block && 'block', className)} />
);
