import { useId } from 'react';

interface SwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a real `role="switch"` button named by its visible label. */
export function Switch({ label, hint, checked, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="gg-row">
      <div className="gg-row__text">
        <span id={`${id}-label`} className="gg-row__label">
          {label}
        </span>
        {hint ? (
          <span id={`${id}-hint`} className="gg-row__hint">
            {hint}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        className="gg-switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={() => onChange(!checked)}
      >
        <span className="gg-switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
