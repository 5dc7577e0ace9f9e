/**
 * The electron-builder configuration as electron-builder itself loads it (electron-builder.yml, package.json's
 * "build", `extends`), validated against its own schema, through its public API: a `Packager` that only
 * validates its configuration and packs nothing. Used by `npm run dist:check` and tests/unit/dist.
 */
import { type Configuration, Packager } from 'electron-builder';

/** The configuration of the project in `projectDir`; rejects with electron-builder's message when it is invalid. */
export async function loadBuilderConfig(projectDir: string): Promise<Configuration> {
  const packager = new Packager({ projectDir });
  await packager.validateConfig();
  return packager.config;
}
