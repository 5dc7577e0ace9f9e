/**
 * The preload: the renderer's only door to the main process: one call (`window.marias.call(method,
 * params)` → `marias:call`), answered with an ApiResult, and one subscription to main's events
 * (`window.marias.onEvent(listener)` ← `marias:event`; it answers the function that ends it). The
 * listener gets the event only, never Electron's IPC event. Imports only `electron`; the entry point of
 * the preload bundle.
 */
import { type IpcRendererEvent, contextBridge, ipcRenderer } from 'electron';

contextBridge.exposeInMainWorld('marias', {
  call: (method: string, params: unknown): Promise<unknown> =>
    ipcRenderer.invoke('marias:call', method, params),
  onEvent: (listener: (event: unknown) => void): (() => void) => {
    const forward = (_: IpcRendererEvent, event: unknown) => listener(event);
    ipcRenderer.on('marias:event', forward);
    return () => void ipcRenderer.off('marias:event', forward);
  },
});
