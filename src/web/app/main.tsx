// The app: CSP nonce, base path, Mantine's styles and the React tree.
import './mantine.css';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { appConfig, readCspNonce } from './config';
import { LOGIN_PATH } from './paths';
import { Providers } from './providers';

const nonce = readCspNonce();
// Modal scroll locking (react-remove-scroll) injects its own <style>; get-nonce hands it the nonce.
if (nonce) setNonce(nonce);

// A path outside the base (the server answers it with this page too) shows the login screen (SPEC §2).
const { pathname } = window.location;
if (!pathname.startsWith(appConfig.basePath) && `${pathname}/` !== appConfig.basePath) {
  window.history.replaceState(
    null,
    '',
    `${appConfig.basePath}${LOGIN_PATH.slice(1)}${window.location.search}`,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers styleNonce={nonce}>
      <App />
    </Providers>
  </StrictMode>,
);
