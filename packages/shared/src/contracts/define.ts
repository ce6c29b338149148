import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the API, declared once (ADR 033): the API's route takes its method, path and
 * schemas from it, and the web's client its path and types. `path` is under `/api`, with `:name`
 * segments that `params` describes. `response` is the envelope's `data`; `file` marks a download
 * (CSV, PDF) whose body is not JSON; `status` is the success code when it is not 200.
 */
export interface RouteContract {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  readonly status?: 200 | 201 | 202;
  readonly file?: true;
  /** The body is a `multipart/form-data` form (files), read by the route itself. */
  readonly multipart?: true;
}

/** Keeps the literal types of a contract (its path and schemas) while checking its shape. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** The `data` the route answers with, as the web receives it. */
export type ResponseOf<C extends RouteContract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : undefined;

/** What a caller sends: path parameters, query and body, each only when the contract has it. */
export type RequestOf<C extends RouteContract> = (C['params'] extends z.ZodType
  ? { params: InputOf<C['params']> }
  : { params?: never }) &
  (C['query'] extends z.ZodType ? { query?: InputOf<C['query']> } : { query?: never }) &
  (C['multipart'] extends true
    ? { body: FormData }
    : C['body'] extends z.ZodType
      ? { body: InputOf<C['body']> }
      : { body?: never });

/** `/admin/loans/:applicationId` with `{ applicationId: 'x' }` → `/admin/loans/x` (each value encoded). */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
