/**
 * Intl formatters, one per language and options. Building one costs about as much as formatting
 * a hundred values (it loads the locale's data), and lists and calendars format dozens of dates
 * and figures per render: on a phone, new formatters per call were a tenth of a page's start-up.
 */
const cached = <Format, Options>(create: (language: string, options: Options) => Format) => {
  const formats = new Map<string, Format>();
  return (language: string, options: Options): Format => {
    const key = `${language}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = create(language, options);
      formats.set(key, format);
    }
    return format;
  };
};

export const dateTimeFormat = cached(
  (language: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options),
);
export const numberFormat = cached((language: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options));
export const relativeTimeFormat = cached(
  (language: string, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(language, options),
);
