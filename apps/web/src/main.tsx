import './styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readStoredSession } from './lib/auth/session-storage.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/*
 * /login arrives prerendered as a visitor with no session sees it (build/prerender-login.ts): React
 * takes that markup over, in either theme (the colours are the stylesheet's). A stored session's
 * first screen is the session check instead, so it is rendered afresh.
 */
const prerendered = container.hasChildNodes() && !readStoredSession();
if (prerendered) hydrateRoot(container, <App />);
else createRoot(container).render(<App />);
