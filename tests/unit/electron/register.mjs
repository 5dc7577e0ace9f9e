// Loaded with `node --import`: resolves the `electron` module to the stand-in beside this file, so the
// built main bundle can run under plain Node where the Electron binary cannot be had.
import { registerHooks } from 'node:module';

const standIn = new URL('./stand-in.mjs', import.meta.url).href;
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'electron') return { url: standIn, shortCircuit: true };
    return next(specifier, context);
  },
});
