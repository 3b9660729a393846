// autocannon 8 ships no types and @types/autocannon describes v7 (no event emitter on the promise form);
// this declares only what insights-load.bench.ts uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    overallRate: number;
    duration: number;
    headers: Record<string, string>;
  }
  interface Result {
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): this;
  }
  export default function autocannon(options: Options): Instance;
}
