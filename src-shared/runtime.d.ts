/**
 * The contract runs in the browser, in Node and in Electron, so it is checked without the DOM or
 * Node's types. These are the globals all of them provide (WHATWG URL), declared as far as it uses them.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly hash: string;
  readonly host: string;
  readonly hostname: string;
  readonly href: string;
  readonly origin: string;
  readonly password: string;
  readonly pathname: string;
  readonly port: string;
  readonly protocol: string;
  readonly search: string;
  readonly username: string;
}

/** Timers and text decoding (the live stream's reader, src-shared/live-loop.ts). */
declare function setTimeout(callback: () => void, ms?: number): unknown;
declare function clearTimeout(timer: unknown): void;
declare class TextDecoder {
  constructor(label?: string);
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}
