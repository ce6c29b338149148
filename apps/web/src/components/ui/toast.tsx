import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it hides itself; errors stay longer by default. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

/* A tiny store outside React, so `toast()` also works from query callbacks and other non-component code. */
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const MAX_VISIBLE = 3;
const EXIT_ANIMATION_MS = 200;

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hides one toast, or all of them when called without an id. */
export function dismissToast(id?: number): void {
  emit(items.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(items.filter((item) => item.open)), EXIT_ANIMATION_MS);
}

/** Shows a notification. Needs a mounted `ToastProvider`. Returns its id for `dismissToast`. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  emit([...items, { ...options, id, open: true }].slice(-MAX_VISIBLE));
  return id;
}

toast.success = (title: ReactNode, description?: ReactNode) => toast({ title, description, tone: 'success' });
toast.error = (title: ReactNode, description?: ReactNode) => toast({ title, description, tone: 'error' });
toast.info = (title: ReactNode, description?: ReactNode) => toast({ title, description, tone: 'info' });

export interface ToastApi {
  toast: typeof toast;
  dismiss: typeof dismissToast;
}

const ToastContext = createContext<ToastApi | null>(null);
const toastApi: ToastApi = { toast, dismiss: dismissToast };

/** `const { toast } = useToast(); toast.success('Guardado')` inside any component under `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const loadToaster = () => import('./toaster.tsx');
const Toaster = lazy(loadToaster);

/**
 * Provides `useToast()` and shows the toasts. The Radix toast code is a separate chunk: it is fetched
 * shortly after start-up (off the critical path) and mounted when the first toast appears.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  // Once mounted the toaster stays, so closing toasts can animate out.
  const [toasterMounted, setToasterMounted] = useState(false);
  if (current.length > 0 && !toasterMounted) setToasterMounted(true);

  useEffect(() => {
    const timer = setTimeout(() => void loadToaster(), 1500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <ToastContext.Provider value={toastApi}>
      {children}
      {toasterMounted && (
        <Suspense fallback={null}>
          <Toaster items={current} onDismiss={dismissToast} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
