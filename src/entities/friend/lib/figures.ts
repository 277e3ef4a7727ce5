/** Rating, PPD and MPR as the cards show them: two decimals in the UI language; null when missing. */
export const formatFigure = (value: number | null, language: string): string | null =>
  value === null || !Number.isFinite(value)
    ? null
    : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
