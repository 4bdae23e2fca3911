import { z } from 'zod';

// zod compiles fast validators with `new Function` when it may, and first checks whether it may by calling
// `Function('')`; the web build's Content-Security-Policy forbids both (src/content-security-policy.ts), and the
// check alone is reported as a violation. So validate without them — set in a module of its own, imported first
// by main.tsx, because ES modules run their imports before their own body: a module that validates while it is
// being imported would otherwise make zod check before main.tsx says so (the csp e2e spec caught it: one
// `script-src eval` violation on every page load).
z.config({ jitless: true });
