// @ts-check
/**
 * The client's layout as a lint rule (see ../../../shared/STYLE.md, bulletproof-react's no-restricted-paths):
 * - features never import each other (`features/<a>` → `features/<b>`); pages and app compose them;
 * - shared folders (components, lib, services, platform, net, i18n, state, styles, testing) never import
 *   features, pages or app; features never import pages or app;
 * - native SDKs (`@capacitor/*`, `@capacitor-community/*`, `@revenuecat/*`) only inside `platform/`;
 * - the match server SDK (`@colyseus/sdk`) only inside `net/`.
 * Relative imports are resolved against the importing file, so `../shop/x` and `../../features/shop/x` are the
 * same import.
 */
import path from 'node:path';

const SRC = `${path.sep}apps${path.sep}client${path.sep}src${path.sep}`;
const SHARED = new Set([
  'components',
  'lib',
  'services',
  'platform',
  'net',
  'i18n',
  'state',
  'styles',
  'testing',
]);

/**
 * Where a file sits: `features/<name>`, `pages`, `app`, a shared folder name, or null outside the client's src.
 * @param {string} file absolute path
 * @returns {string | null}
 */
function layerOf(file) {
  const at = file.indexOf(SRC);
  if (at === -1) return null;
  const parts = file.slice(at + SRC.length).split(path.sep);
  if (parts.length < 2) return 'root';
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] ?? null);
}

/**
 * @param {string} from layer of the importing file
 * @param {string} to layer of the imported file
 * @returns {string | null} why the import breaks the layout, or null
 */
function folderProblem(from, to) {
  if (from === to) return null;
  const toFeature = to.startsWith('features/');
  if (from.startsWith('features/')) {
    if (toFeature)
      return `features never import each other (${from} → ${to}): move the shared part to components/ or lib/, or compose them in a page`;
    if (to === 'pages' || to === 'app') return `features never import ${to}/ (${from} → ${to})`;
    return null;
  }
  if (SHARED.has(from) && (toFeature || to === 'pages' || to === 'app')) {
    return `shared folders never import features, pages or app (${from}/ → ${to})`;
  }
  return null;
}

/**
 * @param {string} layer
 * @param {string} spec
 * @returns {string | null}
 */
function packageProblem(layer, spec) {
  if (/^@colyseus\/sdk(\/|$)/.test(spec) && layer !== 'net') {
    return '@colyseus/sdk is used only inside src/net/ (the one module that talks to the match server)';
  }
  if (/^@(capacitor|capacitor-community|revenuecat)\//.test(spec) && layer !== 'platform') {
    return `${spec} is used only inside src/platform/ (every native SDK call lives there)`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const layoutRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the client layout: features, shared folders, platform/ and net/' },
    schema: [],
    messages: { broken: 'Layout: {{why}}.' },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from === null) return {};
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let why = packageProblem(from, source);
      if (why === null && source.startsWith('.')) {
        const to = layerOf(path.resolve(path.dirname(file), source));
        if (to !== null) why = folderProblem(from, to);
      }
      if (why !== null) context.report({ node, messageId: 'broken', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** The plugin and the config block that turns the rule on for the client's sources. */
export const clientBoundaries = {
  files: ['apps/client/src/**/*.{ts,tsx}'],
  plugins: { 'client-layout': { rules: { boundaries: layoutRule } } },
  rules: { 'client-layout/boundaries': 'error' },
};
