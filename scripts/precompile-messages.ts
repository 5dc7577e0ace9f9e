/**
 * A Vite plugin for the renderer (electron.vite.config.ts): the interface's texts (src-renderer/i18n/cs.ts
 * and en.ts) are compiled by vue-i18n's own message compiler when the module is built, not in the page
 * the first time each text is shown. Each string in the exported object literal becomes the message's
 * AST (vue-i18n's "JIT" format, minified), which the runtime only walks. With every text precompiled, the
 * build also sets `__INTLIFY_DROP_MESSAGE_COMPILER__` (vue-i18n's feature flag), so the compiler drops
 * out of the bundle. This is what `@intlify/unplugin-vue-i18n` does for resource files, done here over
 * the already installed `@intlify/message-compiler` for the two files the app has.
 *
 * A text the compiler rejects fails the build with its file, key path and the compiler's message.
 */
import { baseCompile, type CompileError } from '@intlify/message-compiler';
import { parseAst, type Plugin } from 'vite';

/** The ESTree nodes this plugin reads (parseAst returns ESTree). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function keyName(key: Node): string {
  if (key.type === 'Identifier') return String(key.name);
  if (key.type === 'Literal') return String(key.value);
  throw new Error(`a computed key at offset ${key.start}`);
}

/** The minified AST of one message, as JavaScript source (JSON). */
export function compileMessage(source: string, where: string): string {
  const errors: string[] = [];
  const { ast } = baseCompile(source, {
    jit: true,
    minify: true,
    location: false,
    onError: (err: CompileError) => errors.push(err.message),
  });
  if (errors.length > 0)
    throw new Error(`precompile-messages: ${where}: ${errors.join('; ')} (text: ${JSON.stringify(source)})`);
  return JSON.stringify(ast);
}

/**
 * Replaces every string value in the object literals of `code` (a module whose exports are plain
 * message objects) with its compiled AST. Returns null when the code has no object literal to compile.
 */
export function precompileModule(code: string, file: string): { code: string; map: null } | null {
  const program = parseAst(code) as unknown as Node;
  // Each text's place in `code` and what takes it, in source order (the literals never nest).
  const edits: { start: number; end: number; text: string }[] = [];
  const visitObject = (object: Node, path: string[]): void => {
    for (const prop of object.properties as Node[]) {
      if (prop.type !== 'Property')
        throw new Error(
          `precompile-messages: ${file}: ${path.join('.')} has a ${prop.type}; write the texts out`,
        );
      const keyPath = [...path, keyName(prop.key as Node)];
      const value = prop.value as Node;
      if (value.type === 'ObjectExpression') visitObject(value, keyPath);
      else if (value.type === 'Literal' && typeof value.value === 'string') {
        edits.push({
          start: value.start,
          end: value.end,
          text: compileMessage(value.value, `${file}: ${keyPath.join('.')}`),
        });
      } else {
        throw new Error(
          `precompile-messages: ${file}: ${keyPath.join('.')} is a ${value.type}, not a text or a group of texts`,
        );
      }
    }
  };
  const visit = (node: unknown): void => {
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') return visitObject(node, []);
    for (const [key, child] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      if (Array.isArray(child)) child.forEach(visit);
      else visit(child);
    }
  };
  visit(program);
  if (edits.length === 0) return null;
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += code.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  // No source map: the module is data, and a text's line in the bundle names its key anyway.
  return { code: out + code.slice(at), map: null };
}

/** `files`: absolute paths of the message modules (each exports plain object literals of texts). */
export function precompileMessages(files: readonly string[]): Plugin {
  const wanted = new Set(files);
  return {
    name: 'marias:precompile-messages',
    // After TypeScript is stripped: the code is plain JavaScript.
    enforce: 'post',
    config: () => ({
      // Every text arrives compiled, so the page needs no compiler (and cannot compile one by mistake).
      define: { __INTLIFY_DROP_MESSAGE_COMPILER__: 'true' },
    }),
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!wanted.has(file)) return null;
      return precompileModule(code, file);
    },
  };
}
