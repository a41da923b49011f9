// The console's entry: styles, the component library's provider (with the CSP nonce for the
// <style> tags it adds), data caching, routing under /console, and the sign-in gate.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './read-only.css';
import { MantineProvider, Modal, Notification, createTheme } from '@mantine/core';
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
// So do the darker texts of the "light" variants (buttons, badges, alerts) whose default shade 9
// is too pale on their shade-1 background: orange #d9480f on #ffe8cc is 3.6:1, yellow 2.7:1,
// green 3.8:1, lime 3.3:1, teal 4.3:1; these are all above 4.5:1 (on the hover shade too).
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  // A user who asked the system for less motion gets dialogs and menus without their transitions.
  respectReducedMotion: true,
  // Mantine's close button is an icon alone: without a name a screen reader says only "button" (axe button-name).
  components: {
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
  },
});
const LIGHT_VARIANT_TEXT = { orange: '#a33b08', yellow: '#8a5100', green: '#1e6b30', lime: '#3f6a08', teal: '#06694b' };
const cssVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c5f66',
    // A field's error (its text and border) in red 9: the default red 7 is 3.8:1 on white.
    '--mantine-color-error': '#c92a2a',
    ...Object.fromEntries(Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text])),
  },
  dark: {},
});
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
