import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { captureToken } from './api/client.ts';
import { i18n } from './i18n/index.ts';
import { createAppRouter } from './router/index.ts';
import './styles.css';
import './phone.css';

// Browser mode: take the token from `#token=…` before the router reads the address.
captureToken();

createApp(App).use(createPinia()).use(createAppRouter()).use(i18n).mount('#app');
