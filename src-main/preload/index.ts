import { contextBridge } from 'electron';

// The renderer's only door to the main process; IPC methods are added here as features arrive.
const api = {};

contextBridge.exposeInMainWorld('marias', api);
