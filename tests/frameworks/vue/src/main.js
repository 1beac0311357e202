import { createApp } from 'vue';
import { configure } from 'venue-elements';
import 'venue-elements/faq';
import 'venue-elements/login';
import 'venue-elements/product';
import App from './App.vue';

// The test names the reference back end in the address (?api=…); a real app would hard-code it.
configure({ api: new URLSearchParams(location.search).get('api') ?? 'http://localhost:8787' });

createApp(App).mount('#app');
