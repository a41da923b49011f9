// The signed-in state of the console: signs in on first load (through Tessera's own sign-in
// pages), keeps the tokens in memory, and offers sign-out.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { completeSignIn, isCallback, signOut, startSignIn, type Session } from './oidc';
import { setAccessToken } from '../graphql/client';

/** The sign-in callback as the router sees it (below its /console basename). */
const CALLBACK_ROUTE = '/callback';

type AuthState = { status: 'signing-in' } | { status: 'signed-in'; session: Session } | { status: 'error'; message: string };

interface Auth {
  session: Session;
  signOut(): void;
}

const AuthContext = createContext<Auth | undefined>(undefined);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside <AuthGate>');
  return auth;
}

export function AuthGate({ children, renderState }: { children: ReactNode; renderState(state: AuthState): ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'signing-in' });
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        if (!isCallback()) {
          await startSignIn(location.pathname + location.search);
          return;
        }
        const { session, returnTo } = await completeSignIn();
        if (cancelled) return;
        setAccessToken(session.accessToken, session.expiresAt);
        // The router's own navigation (paths below its /console basename), replacing the callback URL.
        void navigate(returnTo.replace(/^\/console/, '') || '/', { replace: true });
        setState({ status: 'signed-in', session });
      } catch (error) {
        if (!cancelled) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
    // Once per page load: a sign-in is started or finished exactly once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.status !== 'signed-in') return <>{renderState(state)}</>;
  // Signed in, but the router may not have left the callback address yet (its navigation can wait
  // for the page's code to load): rendering the routes now would show "Page not found" for the
  // callback path. Until then, still "signing in".
  if (pathname === CALLBACK_ROUTE) return <>{renderState({ status: 'signing-in' })}</>;
  const auth: Auth = { session: state.session, signOut: () => void signOut(state.session) };
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
