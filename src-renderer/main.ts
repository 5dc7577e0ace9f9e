// First: a guest's page asks for its table while the rest is evaluated (api/early.ts).
import { earlyAnswers, earlyTable, hostLanguage } from './api/early.ts';
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { captureSeat, captureToken } from './api/client.ts';
import { i18n, loadLanguage, setLocale } from './i18n/index.ts';
import { createAppRouter } from './router/index.ts';
import { guestPrefs } from './stores/prefs.ts';
import './styles.css';
import './phone.css';
import './touch.css';

// The interface's scripts evaluated; then the mount (milestones read by tests/e2e/load.spec.ts).
performance.mark('marias:evaluated');
// Browser mode: take the token from `#token=…` (a guest's page: the seat from `#seat=…`) before the
// router reads the address.
const guest = captureSeat() !== null;
if (!guest) captureToken();

/** How long a guest's page waits for its early answers before it mounts and shows its own wait. */
const EARLY_CAP_MS = 1500;
/** How long the host's page waits for its preferences before it mounts in Czech (and switches when they come). */
const HOST_PREFS_CAP_MS = 1000;

// The texts of the first language on screen (a guest's own; the host's the one its preferences keep, asked
// of main at once), loaded while the early answers are on their way. A failed load mounts all the same (the
// language switch says it failed).
const first = guest ? Promise.resolve(guestPrefs().lang) : hostLanguage(HOST_PREFS_CAP_MS);
const firstLanguage = first
  .then((lang) => {
    setLocale(lang);
    return loadLanguage(lang);
  })
  .then(() => performance.mark('marias:texts'))
  .catch(() => undefined);

void Promise.all([earlyAnswers(guest ? EARLY_CAP_MS : 0), firstLanguage]).then(() => {
  // A guest's link opened at its start, its table known: straight to the table (GuestView would ask
  // `guestSeat` only to go there).
  const table = earlyTable();
  if (table !== null && (window.location.hash === '' || window.location.hash === '#/'))
    window.history.replaceState(window.history.state, '', `#/table/${table}`);
  performance.mark('marias:mount');
  createApp(App).use(createPinia()).use(createAppRouter(undefined, { guest })).use(i18n).mount('#app');
});
