import { IonApp, IonRouterOutlet, setupIonicReact } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { useEffect } from 'react';
import { Route, useLocation } from 'react-router-dom';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/palettes/dark.class.css';
import '../styles/theme.css';
import '../styles/app.css';

import { EconomyHost } from '../components/economy-host/EconomyHost';
import { UpdatePrompt } from '../components/update-prompt/UpdatePrompt';
import { FirstRun, firstRunStep } from '../features/onboarding/FirstRun';
import { PlatformServices } from '../services/PlatformServices';
import { usePlayerStore } from '../state/player-store';
import { AppEffects } from './AppEffects';
import { RouteGuard } from './RouteGuard';
import { musicForPath } from './route-table';
import { ROUTES, preloadNextLikelyPage } from './routes';
import { StartupGate } from './StartupGate';

const prefersReducedMotion =
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Page transitions are skipped for players who ask for reduced motion.
setupIonicReact({ mode: 'ios', swipeBackEnabled: false, animated: !prefersReducedMotion });

/** The loaded app: the first run until it is done, then the routed screens. */
function Shell() {
  const inFirstRun = usePlayerStore((s) => s.record !== null && firstRunStep(s.record) !== null);
  const { pathname } = useLocation();
  useEffect(() => (inFirstRun ? undefined : preloadNextLikelyPage(pathname)), [inFirstRun, pathname]);
  return (
    <>
      <AppEffects />
      <PlatformServices musicForPath={musicForPath} />
      <EconomyHost />
      <UpdatePrompt />
      {inFirstRun ? (
        <FirstRun />
      ) : (
        <IonRouterOutlet>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </IonRouterOutlet>
      )}
    </>
  );
}

export function App() {
  return (
    <IonApp>
      <IonReactRouter>
        <RouteGuard>
          <StartupGate>
            <Shell />
          </StartupGate>
        </RouteGuard>
      </IonReactRouter>
    </IonApp>
  );
}
