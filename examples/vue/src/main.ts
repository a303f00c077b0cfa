import { createApp } from 'vue';
// Defines <montana-solitaire>; its types in templates come from montana-solitaire/vue (App.vue).
import 'montana-solitaire';
import App from './App.vue';

createApp(App).mount('#app');
