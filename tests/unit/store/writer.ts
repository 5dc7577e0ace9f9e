/**
 * A child process for crash.test.ts: writes to the store at argv[2] in a loop (a session with its
 * first hand, a second hand, a preference) and prints the session's id once those writes have
 * returned, that is, committed. The settings and setup come as JSON in MARIAS_SESSION, so this file
 * loads only the store. Run with Node's type stripping; the test kills it.
 */
import type { HandSetup, SessionSettings } from '../../../src-shared/index.ts';
import { openStore } from '../../../src-main/store/store.ts';

const file = process.argv[2];
const session = process.env['MARIAS_SESSION'];
if (file === undefined || session === undefined)
  throw new Error('usage: MARIAS_SESSION=<json> writer.ts <file>');
const { settings, setup } = JSON.parse(session) as { settings: SessionSettings; setup: HandSetup };
const store = openStore(file);
for (let i = 0; ; i++) {
  const when = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
  const id = store.createSession({ settings, seed: i, created: when, firstHand: setup });
  store.addHand(id, 2, setup, when);
  store.setPrefs({ last: id });
  process.stdout.write(`${id}\n`);
}
