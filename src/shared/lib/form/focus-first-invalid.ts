import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves focus to the first invalid control (`aria-invalid="true"`, in DOM order) of a form each
 * time `refusedSubmits` changes: a count the form's model raises when a submit fails validation.
 * Runs after React has rendered the errors; the value found at mount never moves focus, so a page
 * opened again does not jump to an old error. Only DOM focus lives here; the decision stays in
 * the model. A marked container (a radio group) hands focus to its first usable control.
 */
export const useFocusFirstInvalid = (formRef: RefObject<HTMLElement | null>, refusedSubmits: number): void => {
  const seen = useRef(refusedSubmits);
  useEffect(() => {
    if (seen.current === refusedSubmits) return;
    seen.current = refusedSubmits;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [formRef, refusedSubmits]);
};
