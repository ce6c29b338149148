import {
  ADMIN_SEARCH_MAX_LENGTH,
  ADMIN_SEARCH_MIN_LENGTH,
  type AdminSearchApplication,
  type AdminSearchCustomer,
  type AdminSearchResults,
  adminSearchMessages as text,
} from '@quincena/shared';
import { FileText, Search, UserRound, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ApplicationStatusBadge } from '../../../components/domain/application-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { dialogOverlayClasses, dialogPanelClasses, useRestoreFocus } from '../../../components/ui/dialog.tsx';
import { SpinnerIcon } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPhone } from '../../../lib/format.ts';
import { navigate } from '../../../lib/router.tsx';
import { useAdminSearch } from '../api/search-admin.ts';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/** One result the keyboard can reach: where it leads and how it is drawn. */
interface Option {
  key: string;
  href: string;
  group: 'customers' | 'applications';
  content: ReactNode;
}

/** The customer's detail over the customers' list, narrowed to its phone. */
export const customerHref = (c: AdminSearchCustomer) =>
  `/admin/users?${new URLSearchParams({ tab: 'customers', search: formatPhone(c.phoneNumber), view: c.id })}`;

/** The application's detail over the applications' list, narrowed to its number. */
export const applicationHref = (a: AdminSearchApplication) =>
  `/admin/applications?${new URLSearchParams({ search: a.number, view: a.id })}`;

function optionsOf(results: AdminSearchResults | undefined): Option[] {
  if (!results) return [];
  return [
    ...results.customers.map(
      (c): Option => ({
        key: `c-${c.id}`,
        href: customerHref(c),
        group: 'customers',
        content: <CustomerRow customer={c} />,
      }),
    ),
    ...results.applications.map(
      (a): Option => ({
        key: `a-${a.id}`,
        href: applicationHref(a),
        group: 'applications',
        content: <ApplicationRow application={a} />,
      }),
    ),
  ];
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The admin's global search: a combobox over customers and applications in a dialog (full width on a
 * phone). Arrows move through the results, Enter opens one, Escape closes.
 */
export function AdminSearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const restoreFocus = useRestoreFocus();
  // Set when a result is opened: focus must not go back to the header's button, since the detail
  // dialog opening on the next page would take that for a focus outside it and close.
  const leaving = useRef(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={dialogOverlayClasses} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className={cn(
            dialogPanelClasses,
            // Near the top, where results grow downwards; on a phone, the whole width.
            'top-2 w-[calc(100%-1rem)] -translate-y-0 sm:top-[12vh] sm:w-[calc(100%-2rem)] sm:max-w-2xl',
            'max-h-[calc(100dvh-1rem)] overflow-hidden sm:max-h-[76vh]',
          )}
          onOpenAutoFocus={restoreFocus.onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            if (leaving.current) {
              leaving.current = false;
              event.preventDefault();
            } else restoreFocus.onCloseAutoFocus(event);
          }}
        >
          <DialogPrimitive.Title className="sr-only">{text.label}</DialogPrimitive.Title>
          {/* A new box each time it opens: the last search is not left behind. */}
          {open && (
            <SearchBox
              onOpen={(href) => {
                leaving.current = true;
                onOpenChange(false);
                navigate(href);
              }}
            />
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function SearchBox({ onOpen }: { onOpen: (href: string) => void }) {
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const searching = term.length >= ADMIN_SEARCH_MIN_LENGTH;
  const query = useAdminSearch(term);
  // The answer shown is the one for the text searched; an older one stays only while the next loads.
  const results = searching ? query.data : undefined;
  const options = optionsOf(results);
  const [active, setActive] = useState(0);
  const [answered, setAnswered] = useState(results);
  if (results !== answered) {
    setAnswered(results);
    setActive(0);
  }
  const ids = useId();
  const listId = `${ids}-results`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const current = options[Math.min(active, options.length - 1)];

  const open = (option: Option | undefined) => {
    if (option) onOpen(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setActive(down ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(current);
    }
  };

  const pending = searching && (query.isPending || (query.isFetching && query.isPlaceholderData));
  const status = !searching
    ? text.hint
    : query.isError
      ? text.failed
      : pending
        ? text.searching
        : options.length === 0
          ? text.noResults(term)
          : options.length === 1
            ? '1 resultado'
            : `${options.length} resultados`;

  return (
    <div className="flex min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-border px-3 sm:px-4">
        {pending ? (
          <SpinnerIcon className="size-5 shrink-0 text-muted-foreground" />
        ) : (
          <Search aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        )}
        <input
          type="search"
          role="combobox"
          aria-label={text.label}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? optionId(options.indexOf(current)) : undefined}
          placeholder={text.placeholder}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground [&::-webkit-search-cancel-button]:hidden"
        />
        <DialogPrimitive.Close asChild>
          <Button variant="ghost" size="icon" aria-label="Cerrar búsqueda">
            <X aria-hidden="true" />
          </Button>
        </DialogPrimitive.Close>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <p
          role="status"
          className={cn(
            'px-3 py-2 text-sm text-muted-foreground',
            options.length > 0 && 'sr-only',
            query.isError && searching && 'text-destructive',
          )}
        >
          {status}
        </p>
        {searching && query.isError && (
          <div className="px-3 pb-2">
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              Reintentar
            </Button>
          </div>
        )}
        <div id={listId} role="listbox" aria-label={text.label} hidden={options.length === 0}>
          {(['customers', 'applications'] as const).map((group) => {
            const inGroup = options.filter((o) => o.group === group);
            if (inGroup.length === 0) return null;
            const headingId = `${ids}-${group}`;
            return (
              <div key={group} role="group" aria-labelledby={headingId} className="pb-1">
                <div
                  id={headingId}
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {text[group]}
                </div>
                {inGroup.map((option) => {
                  const index = options.indexOf(option);
                  const selected = option === current;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input owns the keyboard (aria-activedescendant)
                    <div
                      key={option.key}
                      id={optionId(index)}
                      role="option"
                      aria-selected={selected}
                      tabIndex={-1}
                      onMouseMove={() => setActive(index)}
                      onClick={() => open(option)}
                      className={cn(
                        'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5',
                        selected ? 'bg-accent text-foreground' : 'text-foreground',
                      )}
                    >
                      {option.content}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function CustomerRow({ customer }: { customer: AdminSearchCustomer }) {
  return (
    <>
      <UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <span className="grid min-w-0 gap-0.5">
        <span className="truncate text-sm font-medium">{customer.name ?? text.noName}</span>
        <span className="truncate text-xs text-muted-foreground">
          {formatPhone(customer.phoneNumber)}
          {customer.identityNumber && <> · Identificación {customer.identityNumber}</>}
        </span>
      </span>
    </>
  );
}

function ApplicationRow({ application: a }: { application: AdminSearchApplication }) {
  const vehicle = [a.vin && `VIN ${a.vin}`, a.plate && `Placa ${a.plate}`].filter(Boolean).join(' · ');
  return (
    <>
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-sm font-medium">{a.number}</span>
          <ApplicationStatusBadge status={a.status} />
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {a.customerName ?? text.noName} · {a.motorcycle}
        </span>
        {vehicle && <span className="truncate font-mono text-xs text-muted-foreground">{vehicle}</span>}
      </span>
    </>
  );
}
