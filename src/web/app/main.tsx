// The app: CSP nonce, base path, Mantine's styles and the React tree.
import './mantine.css';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appConfig, readCspNonce } from '../lib/config';
import { LOGIN_PATH } from '../lib/paths';
import { App } from './app';
import { Providers } from './providers';

const nonce = readCspNonce();
// Modal scroll locking (react-remove-scroll) injects its own <style>; get-nonce hands it the nonce.
if (nonce) setNonce(nonce);

// A path outside the base (the server answers it with this page too) shows the login screen (SPEC §2);
// the base in another letter case ('/UNI/qualifications') is the base, spelt as configured.
const { pathname, search, hash } = window.location;
const { basePath } = appConfig;
if (!pathname.startsWith(basePath) && `${pathname}/` !== basePath) {
  const underBase =
    pathname.toLowerCase().startsWith(basePath.toLowerCase()) ||
    `${pathname}/`.toLowerCase() === basePath.toLowerCase();
  const rest = underBase ? pathname.slice(basePath.length) : LOGIN_PATH.slice(1);
  window.history.replaceState(null, '', `${basePath}${rest}${search}${underBase ? hash : ''}`);
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
