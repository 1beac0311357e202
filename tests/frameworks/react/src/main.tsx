import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configure } from 'venue-elements';
import { App } from './App';

// The test names the reference back end in the address (?api=…); a real app would hard-code it.
configure({ api: new URLSearchParams(location.search).get('api') ?? 'http://localhost:8787' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
