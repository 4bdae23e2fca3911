import type { ReactNode } from 'react';

export interface PackageOption<Id extends string> {
  id: Id;
  title: string;
  price: ReactNode;
}

interface PackagePickerProps<Id extends string> {
  label: string;
  options: readonly PackageOption<Id>[];
  selected: Id | null;
  onSelect: (id: Id) => void;
}

/** A radio group of packages (one may be selected), shown as cards. */
export function PackagePicker<Id extends string>({
  label,
  options,
  selected,
  onSelect,
}: PackagePickerProps<Id>) {
  return (
    <div role="radiogroup" aria-label={label} className="gg-packages">
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          role="radio"
          aria-checked={selected === option.id}
          className={`gg-package${selected === option.id ? ' is-checked' : ''}`}
          onClick={() => onSelect(option.id)}
          data-package={option.id}
        >
          <span className="gg-package__title">{option.title}</span>
          <span className="gg-package__price">{option.price}</span>
        </button>
      ))}
    </div>
  );
}
