/** The part of autocannon 8's API the Control benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Called once per connection: the place to give each its own headers. */
    setupClient?: (client: Client) => void;
  }
  interface Client {
    setHeaders(headers: Record<string, string>): void;
  }
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
