/**
 * Where main finds the files it reads from disk at run time (the course's lessons). From the sources and
 * from the build they sit in resources/ of the checkout, two folders up from the running module
 * (src-main/training, out/main); in an installed app electron-builder copies them beside app.asar
 * (electron-builder.yml "extraResources"), into Electron's `process.resourcesPath`.
 * Pure: the caller passes the module's folder and `process.resourcesPath` (undefined outside Electron).
 */
import { join, resolve } from 'node:path';

/** The folder `name` of the shipped resources, for a module running from `moduleDir`. */
export function resourceDir(name: string, moduleDir: string, resourcesPath: string | undefined): string {
  if (resourcesPath !== undefined && insideAsar(moduleDir)) return join(resourcesPath, name);
  return resolve(moduleDir, '../../resources', name);
}

/** True when `dir` lies inside an ASAR archive (a path segment "….asar"), i.e. in a packaged app. */
export function insideAsar(dir: string): boolean {
  return dir.split(/[\\/]/).some((segment) => segment.endsWith('.asar'));
}

/** Electron's resources folder, or undefined under plain Node (the property is Electron's). */
export function electronResourcesPath(): string | undefined {
  const path = (process as { resourcesPath?: unknown }).resourcesPath;
  return typeof path === 'string' ? path : undefined;
}
