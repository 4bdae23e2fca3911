import './zod-jitless';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { guardInitialLocation } from './app/RouteGuard';
import { initI18n } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

guardInitialLocation();

void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
