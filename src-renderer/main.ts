import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { captureSeat, captureToken } from './api/client.ts';
import { i18n } from './i18n/index.ts';
import { createAppRouter } from './router/index.ts';
import './styles.css';
import './phone.css';
import './touch.css';

// Browser mode: take the token from `#token=…` (a guest's page: the seat from `#seat=…`) before the
// router reads the address.
const guest = captureSeat() !== null;
if (!guest) captureToken();

createApp(App).use(createPinia()).use(createAppRouter(undefined, { guest })).use(i18n).mount('#app');
