import { useLayoutEffect, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';

import { PAGE_INACTIVE, useUiStore } from '../state/ui-store';
import { decideNavigation } from './navigation-guard';

/**
 * Runs the route guard of spec §2 on every navigation and records the previous route. A location the guard
 * sends Home renders nothing meanwhile, so a guarded first page never flashes.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const currentRoute = useUiStore((s) => s.currentRoute);
  const decision = decideNavigation(location.pathname, currentRoute);

  useLayoutEffect(() => {
    const ui = useUiStore.getState();
    if (decision.clearPageActive) ui.setActivity(PAGE_INACTIVE);
    if (decision.redirectHome) {
      navigate('/', { replace: true });
      return;
    }
    ui.recordNavigation(
      `${location.pathname}${location.search}`,
      navigationType === NavigationType.Pop ? 'browser' : 'app',
    );
  }, [decision.clearPageActive, decision.redirectHome, location, navigationType, navigate]);

  return decision.redirectHome ? null : children;
}
