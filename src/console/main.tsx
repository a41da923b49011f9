// The console's entry: styles, the component library's provider (with the CSP nonce for the
// <style> tags it adds), data caching, routing under /console, and the sign-in gate.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AuthGate, useAuth } from './auth/auth-context';
import { ConsoleRoutes } from './routes';
import { settings } from './settings';
import { NoAccess, SignInFailed, SigningIn } from './pages/auth-states';

// Dialogs lock the page's scroll with a <style> tag of their own (react-remove-scroll): it takes
// its nonce from here.
setNonce(settings.cspNonce);

// Shade 7 and a darker "dimmed" text keep every text at WCAG AA contrast (axe's color-contrast rule).
const theme = createTheme({ primaryColor: 'indigo', primaryShade: 7, defaultRadius: 'md' });
const cssVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': '#5c5f66' }, dark: {} });
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 } },
});

function AdministratorsOnly() {
  const { session } = useAuth();
  if (!session.isAdministrator) return <NoAccess session={session} />;
  return <ConsoleRoutes />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} getStyleNonce={() => settings.cspNonce}>
      <Notifications position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename="/console">
          <AuthGate renderState={(state) => (state.status === 'error' ? <SignInFailed message={state.message} /> : <SigningIn />)}>
            <AdministratorsOnly />
          </AuthGate>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
