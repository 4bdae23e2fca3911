/**
 * Flag images of footballer nations, fetched one by one when a card needs them (each flag-icons SVG is its own
 * tiny asset; the flag-icons stylesheet, which inlines every flag, is never imported).
 */
const FLAG_LOADERS = import.meta.glob<string>('../../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
});

const byCode = new Map<string, () => Promise<string>>();
for (const [path, load] of Object.entries(FLAG_LOADERS)) {
  const code = /([a-z-]+)\.svg$/.exec(path)?.[1];
  if (code !== undefined) byCode.set(code, load);
}

/** The URL of a flag-icons code ("ar", "gb-eng"), or null when there is none. */
export async function flagUrl(code: string | null): Promise<string | null> {
  if (code === null) return null;
  const load = byCode.get(code);
  if (load === undefined) return null;
  try {
    return await load();
  } catch {
    return null;
  }
}
