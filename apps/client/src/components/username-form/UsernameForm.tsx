import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@goalguessr/game-core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { validateUsername } from '@goalguessr/game-core';

interface UsernameFormProps {
  initialValue?: string;
  submitLabel: string;
  /** Saves a name that game-core accepted; returns false if the store refused it. */
  onSave: (username: string) => boolean;
  /** called after the success message is shown */
  onSuccess?: () => void;
  /** the confirmation: "Username updated successfully" unless told (a first name is saved, not updated) */
  successText?: string;
}

/** Username entry with game-core's validation and the exact texts of spec §5. */
export function UsernameForm({
  initialValue = '',
  submitLabel,
  onSave,
  onSuccess,
  successText,
}: UsernameFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateUsername(value);
    if (!result.ok) {
      setMessage({
        kind: 'error',
        text:
          result.reason === 'username_too_short'
            ? t('username.tooShort', { min: USERNAME_MIN_LENGTH })
            : t('username.tooLong', { max: USERNAME_MAX_LENGTH }),
      });
      return;
    }
    if (!onSave(result.state)) {
      setMessage({ kind: 'error', text: t('errors.generic') });
      return;
    }
    setValue(result.state);
    setMessage({ kind: 'success', text: successText ?? t('username.success') });
    onSuccess?.();
  };

  return (
    <form className="gg-username-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-input`} className="gg-field-label">
        {t('username.label')}
      </label>
      <input
        id={`${id}-input`}
        className="gg-input"
        type="text"
        autoComplete="nickname"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('username.placeholder')}
        value={value}
        aria-invalid={message?.kind === 'error'}
        aria-describedby={`${id}-hint ${id}-message`}
        onChange={(event) => {
          setValue(event.target.value);
          setMessage(null);
        }}
      />
      <p id={`${id}-hint`} className="gg-field-hint">
        {t('username.hint', { max: USERNAME_MAX_LENGTH })}
      </p>
      <p
        id={`${id}-message`}
        role={message?.kind === 'error' ? 'alert' : 'status'}
        className={message ? `gg-field-message gg-field-message--${message.kind}` : 'gg-field-message'}
      >
        {message?.text}
      </p>
      <button type="submit" className="gg-button gg-button--primary gg-button--block">
        {submitLabel}
      </button>
    </form>
  );
}
