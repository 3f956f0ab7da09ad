import { contextBridge, ipcRenderer } from 'electron';
import { ipcChannels } from '../src-shared/ipc-channels.ts';
import type { KairosBridge } from './bridge.ts';

// One named method per IPC message; ipcRenderer itself never reaches the page. The main process
// checks the sender and validates every argument again.
const bridge: KairosBridge = {
  tokens: {
    getAccess: () => ipcRenderer.invoke(ipcChannels.tokensGetAccess),
    set: (tokens) => ipcRenderer.invoke(ipcChannels.tokensSet, tokens),
    refresh: (refused) => ipcRenderer.invoke(ipcChannels.tokensRefresh, refused),
    signOut: () => ipcRenderer.invoke(ipcChannels.tokensSignOut),
    clear: () => ipcRenderer.invoke(ipcChannels.tokensClear),
  },
  server: {
    getUrl: () => ipcRenderer.invoke(ipcChannels.serverGetUrl),
    setUrl: (url) => ipcRenderer.invoke(ipcChannels.serverSetUrl, url),
    onChangeRequested: (listener) => {
      // The IPC event (with its sender) stays here; the page only learns that it happened.
      const forward = () => listener();
      ipcRenderer.on(ipcChannels.serverChangeRequested, forward);
      return () => {
        ipcRenderer.removeListener(ipcChannels.serverChangeRequested, forward);
      };
    },
  },
  app: {
    getVersion: () => ipcRenderer.invoke(ipcChannels.appGetVersion),
  },
  openExternal: (url) => ipcRenderer.invoke(ipcChannels.openExternal, url),
};

contextBridge.exposeInMainWorld('kairos', bridge);
