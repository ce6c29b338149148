import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import { isApiError, onUnauthorized } from '../api-client.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { isRole, type Role, roleOf, type SessionUser } from './roles.ts';
import { getCurrentUser, logoutSession, refreshSession } from './session-api.ts';
import {
  clearStoredSession,
  clearTabStorage,
  readStoredSession,
  type StoredSession,
  saveSession,
  saveToken,
  saveUser,
  tokenIssuedAt,
} from './session-storage.ts';

/** The authentication state of spec §4. */
export interface AuthState {
  isAuthenticated: boolean;
  user: SessionUser | null;
  token: string | null;
  /** True while a restored session is being checked with the server. */
  loading: boolean;
  /** The user pressed "Cerrar sesión": /login is not told to send them back where they were. */
  signedOutByUser: boolean;
}

/*
 * Sign-in errors are shown by the login step that caused them, so they are kept there rather than in
 * this app-wide state.
 */
export type AuthAction =
  | { type: 'LOGIN_SUCCESS'; token: string; user: SessionUser }
  | { type: 'LOGOUT'; byUser?: boolean }
  | { type: 'SET_LOADING'; loading: boolean }
  | { type: 'USER_UPDATED'; user: SessionUser }
  | { type: 'TOKEN_REFRESHED'; token: string };

const signedOut: AuthState = {
  isAuthenticated: false,
  user: null,
  token: null,
  loading: false,
  signedOutByUser: false,
};

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN_SUCCESS':
      return { ...signedOut, isAuthenticated: true, token: action.token, user: action.user };
    case 'LOGOUT':
      return { ...signedOut, signedOutByUser: action.byUser ?? false };
    case 'SET_LOADING':
      return { ...state, loading: action.loading };
    case 'USER_UPDATED':
      return { ...state, user: action.user };
    case 'TOKEN_REFRESHED':
      return { ...state, token: action.token };
  }
}

const REFRESH_LOCK = 'quincena.refresh';

/**
 * Renews the stored token. A refresh retires the token it is given (ADR 023) and every tab shares
 * the one in localStorage, so tabs take turns (a Web Lock) and each looks again once it has the
 * lock: a token another tab renewed meanwhile is adopted, not refreshed a second time (which would
 * be refused and sign everyone out).
 */
export async function refreshStoredSession(onToken: (token: string) => void): Promise<void> {
  const run = async () => {
    const stored = readStoredSession();
    if (!stored) return;
    const issuedAt = tokenIssuedAt(stored.token) ?? 0;
    if (Date.now() - issuedAt < REFRESH_AFTER_MS) {
      onToken(stored.token);
      return;
    }
    const { token: next } = await refreshSession();
    // Signed out meanwhile: do not bring the session back.
    if (!readStoredSession()) return;
    saveToken(next);
    onToken(next);
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks?.request) await locks.request(REFRESH_LOCK, run);
  else await run();
}

/** A stored session starts as "authenticated, being checked"; nothing stored starts signed out. */
export function initialAuthState(stored: StoredSession | null = readStoredSession()): AuthState {
  if (!stored) return signedOut;
  return { ...signedOut, isAuthenticated: true, token: stored.token, user: stored.user, loading: true };
}

/** How often the session is renewed while the user works (the default timeout is 30 minutes). */
export const REFRESH_AFTER_MS = 10 * 60_000;
const REFRESH_CHECK_EVERY_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface AuthContextValue extends AuthState {
  role: Role | null;
  /** Saves the session of a successful sign-in (token and user) and marks the user authenticated. */
  login: (session: StoredSession) => void;
  /** Calls POST /auth/logout (a failure is ignored), then forgets the session. */
  logout: () => Promise<void>;
  /**
   * Keeps the user signed in with a token the server issued in place of the current one (a password
   * change ends every other session and answers a fresh token).
   */
  replaceToken: (token: string) => void;
  /** Stores the signed-in user's updated data (after editing the profile), e.g. for the shell's name. */
  updateUser: (user: SessionUser) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(authReducer, undefined, () => initialAuthState());
  const role = useMemo(() => {
    const value = roleOf(state.user);
    return isRole(value) ? value : null;
  }, [state.user]);

  // Restore: check the stored session with the server. 401 signs out; other failures keep the session.
  const restoring = useRef(state.loading);
  useEffect(() => {
    if (!restoring.current) return;
    const stored = readStoredSession();
    const storedRole = roleOf(stored?.user);
    if (!stored || !isRole(storedRole)) {
      clearStoredSession();
      dispatch({ type: 'LOGOUT' });
      return;
    }
    const controller = new AbortController();
    getCurrentUser(storedRole, controller.signal)
      .then((user) => {
        saveUser(user);
        // The first render of the whole area follows: as a transition React draws it in slices,
        // so a phone never freezes on one long task (the spinner stays until it is ready).
        startTransition(() => {
          dispatch({ type: 'USER_UPDATED', user });
          dispatch({ type: 'SET_LOADING', loading: false });
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 401) {
          clearStoredSession();
          dispatch({ type: 'LOGOUT' });
        } else {
          dispatch({ type: 'SET_LOADING', loading: false });
        }
      })
      .finally(() => {
        if (!controller.signal.aborted) restoring.current = false;
      });
    return () => controller.abort();
  }, []);

  // A call answering 401 for the stored token means the session is over (expired, revoked). A 401 for
  // any other token (one a refresh already replaced, a one-off token) says nothing about it.
  useEffect(
    () =>
      onUnauthorized((_error, token) => {
        const stored = readStoredSession();
        if (!stored || token !== stored.token) return;
        clearStoredSession();
        queryClient.clear();
        dispatch({ type: 'LOGOUT' });
      }),
    [queryClient],
  );

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
      const stored = readStoredSession();
      if (stored) dispatch({ type: 'LOGIN_SUCCESS', token: stored.token, user: stored.user });
      else dispatch({ type: 'LOGOUT' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Renew the token in the background while the tab is visible and the user is active, so people at
  // work are not dropped, while an idle session still ends at the configured timeout.
  const active = state.isAuthenticated && !state.loading;
  const tokenRef = useRef(state.token);
  tokenRef.current = state.token;
  useEffect(() => {
    if (!active) return;
    let lastActivity = Date.now();
    let refreshing = false;
    const markActive = () => {
      lastActivity = Date.now();
    };
    const maybeRefresh = () => {
      const token = tokenRef.current;
      if (!token || refreshing || document.visibilityState !== 'visible') return;
      const issuedAt = tokenIssuedAt(token) ?? 0;
      if (Date.now() - issuedAt < REFRESH_AFTER_MS || lastActivity <= issuedAt) return;
      // One refresh in flight per tab, and one at a time across tabs (ADR 023).
      refreshing = true;
      refreshStoredSession((next) => dispatch({ type: 'TOKEN_REFRESHED', token: next }))
        // 401 signs out through the listener above; other failures retry on the next check.
        .catch(() => {})
        .finally(() => {
          refreshing = false;
        });
    };
    const timer = window.setInterval(maybeRefresh, REFRESH_CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', maybeRefresh);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActive, { passive: true });
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', maybeRefresh);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive);
    };
  }, [active]);

  const login = useCallback(
    (session: StoredSession) => {
      saveSession(session);
      queryClient.clear();
      dispatch({ type: 'LOGIN_SUCCESS', token: session.token, user: session.user });
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await logoutSession();
    } catch {
      // Offline or already expired: the local session is forgotten all the same.
    }
    clearStoredSession();
    clearTabStorage();
    queryClient.clear();
    dispatch({ type: 'LOGOUT', byUser: true });
  }, [queryClient]);

  const replaceToken = useCallback((token: string) => {
    // Signed out meanwhile: do not bring the session back.
    if (!readStoredSession()) return;
    saveToken(token);
    dispatch({ type: 'TOKEN_REFRESHED', token });
  }, []);

  const updateUser = useCallback((user: SessionUser) => {
    if (!readStoredSession()) return;
    saveUser(user);
    dispatch({ type: 'USER_UPDATED', user });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, role, login, logout, replaceToken, updateUser }),
    [state, role, login, logout, replaceToken, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
