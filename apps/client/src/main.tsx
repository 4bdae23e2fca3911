import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';

import { App } from './app/App';
import { guardInitialLocation } from './app/RouteGuard';
import { initI18n } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// zod compiles fast validators with `new Function` when it may; the web build's Content-Security-Policy
// forbids that (src/content-security-policy.ts), so validate without it instead of trying and being reported.
z.config({ jitless: true });

guardInitialLocation();

void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
