import { useEffect, useState } from 'react';

import { setHouseAdPresenter, type HouseAdEnd, type HouseAdKind } from '../../platform/ads-house';
import { HouseAdPlayer } from './HouseAdPlayer';

interface Showing {
  kind: HouseAdKind;
  durationMs: number;
  resolve: (end: HouseAdEnd) => void;
}

/** Mounted once in the app: plays the house ads the web ads adapter asks for, one at a time. */
export function HouseAdHost() {
  const [showing, setShowing] = useState<Showing | null>(null);
  useEffect(() => {
    setHouseAdPresenter(
      (kind, durationMs) => new Promise<HouseAdEnd>((resolve) => setShowing({ kind, durationMs, resolve })),
    );
    return () => setHouseAdPresenter(null);
  }, []);
  if (showing === null) return null;
  return (
    <HouseAdPlayer
      kind={showing.kind}
      durationMs={showing.durationMs}
      onEnd={(end) => {
        setShowing(null);
        showing.resolve(end);
      }}
    />
  );
}
