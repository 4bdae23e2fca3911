import { CLEATS, SHIRTS, buySkin, equipSkin, skinState } from '@goalguessr/game-core';
import type { SkinCatalogueEntry, SkinSlot } from '@goalguessr/game-core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '../../components/avatar/Avatar';
import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { economyActions } from '../../lib/economy-actions';
import { usePlayer } from '../../state/player-store';
import { shopErrorText, type ShopMessage } from './shop-messages';

const CATALOGUE: Readonly<Record<SkinSlot, readonly SkinCatalogueEntry[]>> = { shirt: SHIRTS, cleat: CLEATS };

/**
 * Shirts or cleats: every skin drawn on the player's avatar; choosing one previews it. The chosen skin can be
 * bought (refused when owned: "This skin is already owned!" on a tap) and equipped (refused unless owned).
 */
export function SkinsTab({ slot, onMessage }: { slot: SkinSlot; onMessage: (message: ShopMessage) => void }) {
  const { t } = useTranslation();
  const record = usePlayer();
  const catalogue = CATALOGUE[slot];
  const [previewId, setPreviewId] = useState(record.equipment[slot]);
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const preview = catalogue.find((skin) => skin.id === previewId) ?? catalogue[0];
  if (preview === undefined) return null;

  const nameOf = (id: string) =>
    slot === 'shirt' ? t(`shirts.${id}` as 'shirts.white') : t(`cleats.${id}` as 'cleats.gold');
  const priceText = (skin: SkinCatalogueEntry) =>
    skin.priceCoins === 0 ? t('shop.free') : t('shop.price', { count: skin.priceCoins });
  const shirtId = slot === 'shirt' ? preview.id : record.equipment.shirt;
  const cleatId = slot === 'cleat' ? preview.id : record.equipment.cleat;
  const state = skinState(record, slot, preview.id);
  // What cannot be done with this skin right now, said before the player taps (the buttons stay focusable and
  // still answer with the same message when pressed).
  const buyCheck = buySkin(record, slot, preview.id);
  const equipCheck = state === 'equipped' ? null : equipSkin(record, slot, preview.id);
  const buyBlocked = !buyCheck.ok;
  const equipBlocked = state === 'equipped' || (equipCheck !== null && !equipCheck.ok);
  // An owned skin's Buy is described by its state ("Owned", "Equipped"), not by a refusal: right after buying
  // it, "This skin is already owned!" beside "Bought" read as an error. A tap still gives the spec's message.
  const owned = state !== 'not_owned';
  const reason = owned
    ? null
    : !buyCheck.ok
      ? shopErrorText(t, buyCheck.reason, 'skin')
      : equipCheck !== null && !equipCheck.ok
        ? shopErrorText(t, equipCheck.reason, 'skin')
        : null;
  const stateId = `${reasonId}-state`;

  const startBuy = () => {
    const dryRun = buySkin(record, slot, preview.id);
    if (!dryRun.ok) {
      onMessage({ tone: 'error', text: shopErrorText(t, dryRun.reason, 'skin') });
      return;
    }
    setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    const result = economyActions.buySkin(slot, preview.id);
    onMessage(
      result.ok
        ? { tone: 'success', text: t('shop.boughtSkin', { name: nameOf(preview.id) }) }
        : { tone: 'error', text: shopErrorText(t, result.reason, 'skin') },
    );
  };
  const equip = () => {
    const result = economyActions.equipSkin(slot, preview.id);
    onMessage(
      result.ok
        ? { tone: 'success', text: t('shop.equippedSkin', { name: nameOf(preview.id) }) }
        : { tone: 'error', text: shopErrorText(t, result.reason, 'skin') },
    );
  };

  return (
    <div className="gg-skins">
      <section className="gg-card gg-skins__preview" aria-live="polite">
        <Avatar
          shirtId={shirtId}
          cleatId={cleatId}
          size={132}
          label={t('shop.previewLabel', {
            shirt: t(`shirts.${shirtId}` as 'shirts.white'),
            cleat: t(`cleats.${cleatId}` as 'cleats.gold'),
          })}
        />
        <div className="gg-skins__detail">
          <h2 className="gg-shop-item__name">{nameOf(preview.id)}</h2>
          <p className="gg-shop-item__meta">{priceText(preview)}</p>
          <p id={stateId} className={`gg-skin-state gg-skin-state--${state}`} data-testid="skin-state">
            {t(`shop.state.${state}`)}
          </p>
          <div className="gg-skins__actions">
            <button
              type="button"
              className="gg-button gg-button--primary"
              onClick={startBuy}
              aria-disabled={buyBlocked}
              aria-describedby={owned ? stateId : buyBlocked && reason !== null ? reasonId : undefined}
            >
              {t('shop.buy')}
            </button>
            <button
              type="button"
              className="gg-button gg-button--ghost"
              onClick={equip}
              aria-disabled={equipBlocked}
              aria-describedby={
                state === 'equipped' ? stateId : equipBlocked && reason !== null ? reasonId : undefined
              }
            >
              {t('shop.equip')}
            </button>
          </div>
          {reason !== null ? (
            <p id={reasonId} className="gg-skins__reason">
              {reason}
            </p>
          ) : null}
        </div>
      </section>
      <div
        role="radiogroup"
        aria-label={slot === 'shirt' ? t('shop.shirtsLabel') : t('shop.cleatsLabel')}
        className="gg-skins__grid"
      >
        {catalogue.map((skin) => {
          const checked = skin.id === preview.id;
          const itemState = skinState(record, slot, skin.id);
          const meta = itemState === 'not_owned' ? priceText(skin) : t(`shop.state.${itemState}`);
          return (
            <button
              key={skin.id}
              type="button"
              role="radio"
              aria-checked={checked}
              // The name read out carries the price (or owned / equipped) shown under the picture.
              aria-label={t('shop.skinOptionLabel', { name: nameOf(skin.id), detail: meta })}
              className={`gg-skin-option${checked ? ' is-checked' : ''}`}
              onClick={() => setPreviewId(skin.id)}
              data-skin={skin.id}
            >
              <Avatar
                shirtId={slot === 'shirt' ? skin.id : record.equipment.shirt}
                cleatId={slot === 'cleat' ? skin.id : record.equipment.cleat}
                size={64}
              />
              <span className="gg-skin-option__name">{nameOf(skin.id)}</span>
              <span className="gg-skin-option__meta">{meta}</span>
            </button>
          );
        })}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('shop.confirmTitle')}
          confirmLabel={t('shop.confirm')}
          cancelLabel={t('common.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={confirm}
        >
          {t(slot === 'shirt' ? 'shop.confirmShirt' : 'shop.confirmCleat', {
            name: nameOf(preview.id),
            count: preview.priceCoins,
          })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
