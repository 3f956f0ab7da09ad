import { contextBridge, ipcRenderer } from 'electron';
import { type IpcGroup, type IpcMessage, ipcContract, isIpcMessage } from '#shared/ipc-channels.ts';

// One named method per IPC message of the contract; ipcRenderer itself never reaches the page. The
// main process checks the sender and validates every argument again.
function method(message: IpcMessage) {
  if (message.kind === 'request') return (...args: unknown[]) => ipcRenderer.invoke(message.channel, ...args);
  return (listener: () => void) => {
    // The IPC event (with its sender) stays here; the page only learns that it happened.
    const forward = () => listener();
    ipcRenderer.on(message.channel, forward);
    return () => {
      ipcRenderer.removeListener(message.channel, forward);
    };
  };
}

function bridgeOf(group: IpcGroup): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(group).map(([name, member]) => [name, isIpcMessage(member) ? method(member) : bridgeOf(member)]),
  );
}

// Shaped like the contract, so it is the `KairosBridge` the renderer's types derive from it.
contextBridge.exposeInMainWorld('kairos', bridgeOf(ipcContract));
