import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { applyTheme, getInitialTheme } from './app/theme.tsx';

// Set the theme class before the first paint to avoid a light flash in dark mode.
applyTheme(getInitialTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
