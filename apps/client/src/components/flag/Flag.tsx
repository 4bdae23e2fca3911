import sa from 'flag-icons/flags/4x3/sa.svg?url';
import de from 'flag-icons/flags/4x3/de.svg?url';
import gb from 'flag-icons/flags/4x3/gb.svg?url';
import es from 'flag-icons/flags/4x3/es.svg?url';
import india from 'flag-icons/flags/4x3/in.svg?url';
import it from 'flag-icons/flags/4x3/it.svg?url';
import jp from 'flag-icons/flags/4x3/jp.svg?url';
import kr from 'flag-icons/flags/4x3/kr.svg?url';
import pt from 'flag-icons/flags/4x3/pt.svg?url';
import ru from 'flag-icons/flags/4x3/ru.svg?url';
import tr from 'flag-icons/flags/4x3/tr.svg?url';
import ua from 'flag-icons/flags/4x3/ua.svg?url';
import cn from 'flag-icons/flags/4x3/cn.svg?url';

import { flagCode, type LanguageCode } from '@goalguessr/game-core';

/**
 * The flag images of the interface languages, by flag-icons country code (game-core's `flagCode` picks the
 * country of each language). Single SVG files are imported (never the flag-icons stylesheet,
 * which inlines every flag of the world into the bundle).
 */
const FLAG_URLS: Readonly<Record<string, string>> = {
  gb,
  tr,
  de,
  es,
  it,
  pt,
  ru,
  cn,
  jp,
  kr,
  sa,
  in: india,
  ua,
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
      src={FLAG_URLS[flagCode(language)]}
      width={width}
      height={(width * 3) / 4}
      alt=""
      aria-hidden="true"
      loading="lazy"
      decoding="async"
    />
  );
}
