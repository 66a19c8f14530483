/** Entry point: mounts the dashboard. */
import { render } from 'preact';
import { App } from './app.js';
import { SessionProvider } from './lib/session.js';
import './styles.css';

render(
  <SessionProvider>
    <App />
  </SessionProvider>,
  document.getElementById('root') as HTMLElement,
);
