import { useState, type ReactNode } from 'react';

import { countInterstitialClick } from '../../lib/economy-actions';

export interface PackageOption<Id extends string> {
  id: Id;
  title: string;
  price: ReactNode;
}

interface PackagePickerProps<Id extends string> {
  /** the radio group's name */
  label: string;
  options: readonly PackageOption<Id>[];
  /** the Buy button's text */
  buyLabel: string;
  busy: boolean;
  /** Buy pressed, with the package chosen so far (null: none yet, the flow says "Please select a package") */
  onBuy: (choice: Id | null) => void;
}

/**
 * A radio group of packages shown as cards, and the Buy button under it. Each picker keeps its own choice;
 * choosing a package is a counted click for interstitials (spec §4).
 */
export function PackagePicker<Id extends string>({
  label,
  options,
  buyLabel,
  busy,
  onBuy,
}: PackagePickerProps<Id>) {
  const [selected, setSelected] = useState<Id | null>(null);
  return (
    <>
      <div role="radiogroup" aria-label={label} className="gg-packages">
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            role="radio"
            aria-checked={selected === option.id}
            className={`gg-package${selected === option.id ? ' is-checked' : ''}`}
            onClick={() => {
              setSelected(option.id);
              countInterstitialClick();
            }}
            data-package={option.id}
          >
            <span className="gg-package__title">{option.title}</span>
            <span className="gg-package__price">{option.price}</span>
          </button>
        ))}
      </div>
      <button
        type="button"
        className="gg-button gg-button--primary gg-button--block"
        disabled={busy}
        onClick={() => onBuy(selected)}
      >
        {buyLabel}
      </button>
    </>
  );
}
