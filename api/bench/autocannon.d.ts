// Minimal types for the parts of autocannon the bench uses (the package ships none).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    headers?: Record<string, string>;
  };
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = { requests: Histogram & { total: number }; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  export default function autocannon(options: Options): Promise<Result>;
}
