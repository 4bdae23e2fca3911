/**
 * The value of one sample in Prometheus' text format (`name{label="v",...} value`), or undefined when absent.
 * `labels` must all match; other labels of the sample are ignored.
 */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (match === null || match[1] !== name) continue;
    const sampleLabels = new Map<string, string>();
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      sampleLabels.set(pair[1] ?? '', pair[2] ?? '');
    }
    if (Object.entries(labels).every(([key, value]) => sampleLabels.get(key) === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}
