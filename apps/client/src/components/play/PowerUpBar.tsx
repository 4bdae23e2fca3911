import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import './play.css';

/** One power-up as a mode offers it. */
export interface PowerUpItem {
  id: string;
  name: string;
  /** what it does (the button's tooltip) */
  hint: string;
  /** how many the player holds (or the run has) */
  count: number;
  icon: ReactNode;
  disabled: boolean;
}

/**
 * The power-up bar, the same in every mode: one button per power-up with its icon, name and count. At zero the
 * button stays active (unless the mode disables it), so the player learns why ("Not enough power-ups!").
 */
export function PowerUpBar({ items, onUse }: { items: readonly PowerUpItem[]; onUse: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <div
      className={`gg-powerups gg-powerups--${items.length}`}
      role="group"
      aria-label={t('match.powerUps.label')}
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className={`gg-powerup${item.count <= 0 ? ' gg-powerup--empty' : ''}`}
          disabled={item.disabled}
          title={item.hint}
          onClick={() => onUse(item.id)}
        >
          <span className="gg-powerup__icon" aria-hidden="true">
            {item.icon}
          </span>
          <span className="gg-powerup__name" aria-hidden="true">
            {item.name}
          </span>
          <span className="gg-powerup__count" aria-hidden="true">
            {item.count}
          </span>
          {/* The name read out includes the count; the visible parts above are hidden from it. */}
          <span className="gg-visually-hidden">
            {t('match.powerUps.use', { name: item.name, left: item.count })}
          </span>
        </button>
      ))}
    </div>
  );
}
