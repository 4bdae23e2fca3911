import { useEffect, useId, useRef, useState } from 'react';

import { useFocusTrap } from '../../lib/focus-trap';
import { useTranslation } from 'react-i18next';

import { setTestStorePrompt, type TestStoreChoice } from '../../platform/store-test';
import type { StoreProduct } from '../../platform/store';
import { useStorePackageName } from './store-package-name';
import '../confirm-dialog/confirm-dialog.css';

interface Prompting {
  product: StoreProduct;
  resolve: (choice: TestStoreChoice) => void;
}

/**
 * The web test store's purchase sheet, standing in for the Google Play / App Store sheet: clearly labelled
 * TEST STORE, it lets the player pick success, failure or cancel so every purchase path can be tried.
 */
export function TestStoreSheet() {
  const [prompting, setPrompting] = useState<Prompting | null>(null);

  useEffect(() => {
    setTestStorePrompt(
      (product) => new Promise<TestStoreChoice>((resolve) => setPrompting({ product, resolve })),
    );
    return () => setTestStorePrompt(null);
  }, []);

  if (prompting === null) return null;
  const choose = (choice: TestStoreChoice) => {
    setPrompting(null);
    prompting.resolve(choice);
  };
  return <TestStoreDialog key={prompting.product.packageId} prompting={prompting} choose={choose} />;
}

function TestStoreDialog({
  prompting,
  choose,
}: {
  prompting: Prompting;
  choose: (choice: TestStoreChoice) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const packageName = useStorePackageName();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, { onEscape: () => choose('cancel') });
  return (
    <div className="gg-dialog-backdrop">
      <div
        className="gg-dialog gg-test-store"
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="gg-dialog__title">
          {t('buy.testStore.title')}
        </h2>
        <p className="gg-dialog__body">{t('buy.testStore.body')}</p>
        <p className="gg-dialog__body">
          <strong>
            {t('buy.testStore.product', {
              item: packageName(prompting.product.packageId),
              price: prompting.product.priceLabel,
            })}
          </strong>
        </p>
        <div className="gg-dialog__actions">
          <button type="button" className="gg-button gg-button--primary" onClick={() => choose('success')}>
            {t('buy.testStore.success')}
          </button>
          <button type="button" className="gg-button gg-button--ghost" onClick={() => choose('failure')}>
            {t('buy.testStore.failure')}
          </button>
          <button type="button" className="gg-button gg-button--ghost" onClick={() => choose('cancel')}>
            {t('buy.testStore.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
