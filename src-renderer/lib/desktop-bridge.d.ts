import type { KairosBridge } from '#shared/ipc-channels.ts';

declare global {
  interface Window {
    /** Present only inside the desktop app (src-preload). */
    kairos?: KairosBridge;
  }
}
