import ar from 'flag-icons/flags/4x3/sa.svg?url';
import de from 'flag-icons/flags/4x3/de.svg?url';
import en from 'flag-icons/flags/4x3/gb.svg?url';
import es from 'flag-icons/flags/4x3/es.svg?url';
import hi from 'flag-icons/flags/4x3/in.svg?url';
import it from 'flag-icons/flags/4x3/it.svg?url';
import ja from 'flag-icons/flags/4x3/jp.svg?url';
import ko from 'flag-icons/flags/4x3/kr.svg?url';
import pt from 'flag-icons/flags/4x3/pt.svg?url';
import ru from 'flag-icons/flags/4x3/ru.svg?url';
import tr from 'flag-icons/flags/4x3/tr.svg?url';
import uk from 'flag-icons/flags/4x3/ua.svg?url';
import zh from 'flag-icons/flags/4x3/cn.svg?url';

import type { LanguageCode } from '../../lib/core-adapter';

/**
 * One flag image per interface language. Single SVG files are imported (never the flag-icons stylesheet,
 * which inlines every flag of the world into the bundle).
 */
export const LANGUAGE_FLAG_URLS: Readonly<Record<LanguageCode, string>> = {
  en,
  tr,
  de,
  es,
  it,
  pt,
  ru,
  zh,
  ja,
  ko,
  ar,
  hi,
  uk,
};

interface FlagProps {
  language: LanguageCode;
  /** width in px; the flag is 4:3 */
  width?: number;
}

/** A decorative flag (the language name beside it is what assistive technology reads). */
export function Flag({ language, width = 32 }: FlagProps) {
  return (
    <img
      className="gg-flag"
      src={LANGUAGE_FLAG_URLS[language]}
      width={width}
      height={(width * 3) / 4}
      alt=""
      aria-hidden="true"
      loading="lazy"
      decoding="async"
    />
  );
}
