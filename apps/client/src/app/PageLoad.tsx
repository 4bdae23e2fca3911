import { IonContent, IonPage } from '@ionic/react';
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { PageModule } from './route-table';

/** A screen's chunk could not be fetched (the import failed), as opposed to an error while it renders. */
class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('A screen could not be loaded', { cause });
    this.name = 'PageLoadError';
  }
}

/** One lazy component per page loader (/adventure and /map share theirs), replaced after a failed load. */
const lazyPages = new Map<() => Promise<PageModule>, LazyExoticComponent<ComponentType>>();

function lazyPage(load: () => Promise<PageModule>, fresh: boolean): LazyExoticComponent<ComponentType> {
  const known = fresh ? undefined : lazyPages.get(load);
  if (known !== undefined) return known;
  // React keeps a lazy component's first outcome, a failure included: a retry needs a new one. A failed fetch
  // is marked, so the boundary below answers only that, never a screen's own crash.
  const created = lazy(() =>
    load().catch((cause: unknown) => {
      throw new PageLoadError(cause);
    }),
  );
  lazyPages.set(load, created);
  return created;
}

/**
 * A screen's chunk could not be fetched: on the web, opened offline before the service worker had cached it
 * (a first visit), or an old chunk gone after a deploy. Says so with the error catalogue's text and offers
 * Try again, instead of React unmounting the whole app to a blank page.
 */
function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <IonPage>
      <IonContent className="gg-content gg-content--pitch">
        <div className="gg-main gg-main--center">
          <section className="gg-card" role="alert">
            <h1>{t('match.offlineTitle')}</h1>
            <p>{t('match.offlineBody')}</p>
            <button type="button" className="gg-button gg-button--primary gg-button--block" onClick={onRetry}>
              {t('match.retry')}
            </button>
            <Link className="gg-button gg-button--block" to="/">
              {t('nav.backToHome')}
            </Link>
          </section>
        </div>
      </IonContent>
    </IonPage>
  );
}

/** Shows PageLoadFailed for a failed fetch; any other error goes on to the boundaries above, unchanged. */
class PageLoadBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PageLoadError) return <PageLoadFailed onRetry={this.props.onRetry} />;
    throw error;
  }
}

/** A screen fetched as its own chunk when first opened, with the failed-load state above. */
export function LazyPage({ load }: { load: () => Promise<PageModule> }) {
  const [{ attempt, Page }, setPage] = useState(() => ({ attempt: 0, Page: lazyPage(load, false) }));
  const retry = () => setPage((previous) => ({ attempt: previous.attempt + 1, Page: lazyPage(load, true) }));
  return (
    <PageLoadBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </PageLoadBoundary>
  );
}
