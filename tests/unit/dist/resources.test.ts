import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LESSONS_DIR } from '../../../src-main/training/catalogue.ts';
import { electronResourcesPath, insideAsar, resourceDir } from '../../../src-main/resources.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('resourceDir', () => {
  it('finds the checkout’s resources from the sources and from the build', () => {
    const lessons = join(ROOT, 'resources/lessons');
    expect(resourceDir('lessons', join(ROOT, 'src-main/training'), undefined)).toBe(lessons);
    expect(resourceDir('lessons', join(ROOT, 'out/main'), undefined)).toBe(lessons);
    // Electron run from the build (npm start): resourcesPath is Electron's own folder, not the app's.
    expect(resourceDir('lessons', join(ROOT, 'out/main'), join(ROOT, 'node_modules/electron/dist/resources'))).toBe(
      lessons,
    );
  });

  it('finds them beside app.asar in an installed app', () => {
    expect(resourceDir('lessons', '/opt/Mariáš/resources/app.asar/out/main', '/opt/Mariáš/resources')).toBe(
      '/opt/Mariáš/resources/lessons',
    );
    expect(
      resourceDir(
        'lessons',
        '/Applications/Mariáš.app/Contents/Resources/app.asar/out/main',
        '/Applications/Mariáš.app/Contents/Resources',
      ),
    ).toBe('/Applications/Mariáš.app/Contents/Resources/lessons');
  });

  it('tells a packaged module by the archive in its path, on any platform', () => {
    expect(insideAsar('/tmp/.mount_mariasX/resources/app.asar/out/main')).toBe(true);
    expect(insideAsar('C:\\Users\\eva\\AppData\\Local\\Programs\\marias\\resources\\app.asar\\out\\main')).toBe(true);
    expect(insideAsar('/opt/Mariáš/resources/app.asar.unpacked/node_modules')).toBe(false);
    expect(insideAsar(join(ROOT, 'out/main'))).toBe(false);
    expect(insideAsar('/home/eva/notes.asarx/out/main')).toBe(false);
  });

  it('gives the course’s folder under Node, where Electron’s resourcesPath is absent', () => {
    expect(electronResourcesPath()).toBeUndefined();
    expect(LESSONS_DIR).toBe(join(ROOT, 'resources/lessons'));
    expect(existsSync(join(LESSONS_DIR, 'chapters.json'))).toBe(true);
  });
});
