/**
 * The preload: the renderer's only door to the main process, one call (`window.marias.call(method,
 * params)` → `marias:call`), answered with an ApiResult. Imports only `electron`; the entry point of
 * the preload bundle.
 */
import { contextBridge, ipcRenderer } from 'electron';

contextBridge.exposeInMainWorld('marias', {
  call: (method: string, params: unknown): Promise<unknown> =>
    ipcRenderer.invoke('marias:call', method, params),
});
