/**
 * The Content-Security-Policy of the production web build, written into index.html as a <meta> tag by
 * vite.config.ts (so it holds wherever the files are served from). Only the app's own origin may supply scripts,
 * workers, styles, images, sounds and the manifest; the match server is the one other address the app talks to.
 * No inline or injected script runs. Styles allow inline `style` attributes and Ionic's runtime <style> tags
 * (its components set them; styles cannot run code). The web build needs nothing from a store or ad network:
 * it uses the labelled test store and the in-app house ad; native ads and purchases run in native SDKs.
 */
export function contentSecurityPolicy(matchServerUrl?: string): string {
  const connect = ["'self'"];
  const configured = matchServerUrl?.trim();
  if (configured !== undefined && configured !== '') {
    const url = new URL(configured.replace(/^ws(s?):\/\//, 'http$1://'));
    const secure = url.protocol === 'https:';
    // The SDK matchmakes over http(s) and plays over ws(s) on the same host.
    connect.push(url.origin, `${secure ? 'wss' : 'ws'}://${url.host}`);
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
