import { useTranslation } from 'react-i18next';

import { SUPPORTED_LANGUAGES, type LanguageCode } from '@goalguessr/game-core';
import { onRadioGroupKeyDown, radioTabIndex } from '../../lib/radio-group';
import { Flag } from '../flag/Flag';

interface LanguagePickerProps {
  value: string;
  onSelect: (code: LanguageCode) => void;
  /** accessible name of the group */
  label: string;
}

/** The 13 languages, each written in its own language with its flag; a radio group. */
export function LanguagePicker({ value, onSelect, label }: LanguagePickerProps) {
  useTranslation();
  const anyChecked = SUPPORTED_LANGUAGES.some((language) => language.code === value);
  return (
    <div className="gg-language-grid" role="radiogroup" aria-label={label} onKeyDown={onRadioGroupKeyDown}>
      {SUPPORTED_LANGUAGES.map((language, index) => {
        const selected = language.code === value;
        return (
          <button
            key={language.code}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={radioTabIndex(selected, index, anyChecked)}
            lang={language.code}
            dir={language.rtl ? 'rtl' : 'ltr'}
            className={selected ? 'gg-language is-selected' : 'gg-language'}
            onClick={() => onSelect(language.code)}
          >
            <Flag language={language.code} width={36} />
            <span className="gg-language__label">{language.label}</span>
          </button>
        );
      })}
    </div>
  );
}
