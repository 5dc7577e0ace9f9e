/**
 * A Vite plugin for the renderer's build (electron.vite.config.ts): `entry` (src-renderer/api/early.ts,
 * a second input of the build) gets a script tag of its own in index.html, ahead of the interface's. A
 * module script is run once its own imports are in, so the small early script runs while the interface's
 * large scripts still download, and a guest's page asks for its table meanwhile. The interface imports
 * the same file too (one module, run once, whichever comes first), so without the tag (in the dev server)
 * nothing breaks: the early answers just start later.
 */
import type { Plugin, Rolldown } from 'vite';

export function earlyScript(entry: string): Plugin {
  return {
    name: 'marias:early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.isEntry && c.facadeModuleId === entry,
        );
        if (chunk === undefined) throw new Error(`early-script: the build has no entry chunk for ${entry}`);
        // It runs early only while it waits for no other chunk of the interface (the bundler's runtime aside).
        const waits = chunk.imports.filter((f) => !/(^|\/)rolldown-runtime-/.test(f));
        if (waits.length > 0)
          throw new Error(
            `early-script: ${chunk.fileName} imports ${waits.join(', ')}: it would wait for them`,
          );
        const first = html.indexOf('<script type="module"');
        if (first < 0) throw new Error('early-script: index.html has no module script to go before');
        const tag = `<script type="module" async crossorigin src="./${chunk.fileName}"></script>\n    `;
        return html.slice(0, first) + tag + html.slice(first);
      },
    },
  };
}
