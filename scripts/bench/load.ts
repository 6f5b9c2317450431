/** A small closed-loop load generator: `concurrency` clients request `url` for `seconds`. */
export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Several URLs (instances of one site) are asked in turn, request by request. */
export async function load(url: string | string[], { seconds = 5, concurrency = 16 } = {}): Promise<LoadResult> {
  const urls = typeof url === "string" ? [url] : url;
  let turn = 0;
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const response = await fetch(urls[turn++ % urls.length]!).catch(() => null);
      // A connection the server drops while sending the body is an error, not the bench's end.
      const body = await response?.arrayBuffer().catch(() => null);
      if (!response || response.status >= 400 || !body) errors++;
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export const formatResult = (name: string, result: LoadResult) =>
  `${name.padEnd(44)} ${result.perSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  errors ${result.errors}`;
