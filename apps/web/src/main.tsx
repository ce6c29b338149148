import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NavigationRouter } from './app/navigation-router.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { applyTheme, getInitialTheme } from './app/theme.tsx';

// Set the theme class before the first paint to avoid a light flash in dark mode.
applyTheme(getInitialTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <NavigationRouter>
        <AppRoutes />
      </NavigationRouter>
    </AppProviders>
  </StrictMode>,
);
