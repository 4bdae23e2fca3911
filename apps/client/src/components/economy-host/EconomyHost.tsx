import { useEffect } from 'react';

import { finishPendingPurchases } from '../../lib/purchases';
import { isNativePlatform } from '../../platform/device';
import { HouseAdHost } from '../house-ad/HouseAdHost';
import { TestStoreSheet } from './TestStoreSheet';

/**
 * App-wide economy parts, mounted once the player is loaded: finishes store purchases interrupted by a close
 * (spec: credited exactly once), and on the web hosts the house-ad player and the test store's sheet.
 */
export function EconomyHost() {
  useEffect(() => {
    void finishPendingPurchases();
  }, []);
  if (isNativePlatform()) return null;
  return (
    <>
      <HouseAdHost />
      <TestStoreSheet />
    </>
  );
}
