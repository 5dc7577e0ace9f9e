import { contextBridge, ipcRenderer } from 'electron';

// The renderer's only door to the main process: one call, answered with an ApiResult.
contextBridge.exposeInMainWorld('marias', {
  call: (method: string, params: unknown): Promise<unknown> =>
    ipcRenderer.invoke('marias:call', method, params),
});
