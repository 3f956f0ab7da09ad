import type { KairosBridge } from '../../src-shared/ipc-channels.ts';

declare global {
  interface Window {
    /** Present only inside the desktop app (src-preload). */
    kairos?: KairosBridge;
  }
}
