import type { KairosBridge } from '../../src-preload/bridge.ts';

declare global {
  interface Window {
    /** Present only inside the desktop app (src-preload). */
    kairos?: KairosBridge;
  }
}
