/**
 * A Vite plugin for the renderer's build (electron.vite.config.ts): beside every text file it wrote
 * (scripts, styles, the page, SVG card art) of at least MIN_COMPRESS_BYTES, a brotli `<file>.br` at the
 * highest quality and a gzip `<file>.gz` at level 9, when smaller than the file. Both servers send these
 * to a browser that accepts them (src-main/server/compress.ts) instead of compressing on a request, which
 * could afford only faster, larger settings.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { MIN_COMPRESS_BYTES } from '../src-main/server/compress.ts';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes `<file>.br` and `<file>.gz` beside `file` (when smaller); answers the bytes of each. */
export async function precompressFile(file: string): Promise<{ size: number; br: number; gz: number }> {
  const body = await readFile(file);
  if (body.length < MIN_COMPRESS_BYTES) return { size: body.length, br: body.length, gz: body.length };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  return { size: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length) };
}

/** Whether the build's file `name` is text to precompress. */
export const precompressible = (name: string) => TEXT.has(extname(name).toLowerCase());

export function precompress(): Plugin {
  return {
    name: 'marias:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (dir === undefined) return;
      await Promise.all(
        Object.keys(bundle)
          .filter(precompressible)
          .map((name) => precompressFile(join(dir, name))),
      );
    },
  };
}
