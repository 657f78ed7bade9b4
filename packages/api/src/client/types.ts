import type { z } from 'zod';
import type { CallName, calls } from '../calls';

/** The registry entry of a call. */
export type CallOf<N extends CallName> = (typeof calls)[N];

/**
 * What a caller passes for a schema: its input type, except that fields whose input type is
 * `unknown` only because they are coerced (record ids) take their output type (`number`).
 */
type WireInput<In, Out> = In extends readonly unknown[]
  ? In
  : In extends object
    ? { [K in keyof In]: unknown extends In[K] ? (K extends keyof Out ? Out[K] : In[K]) : In[K] }
    : In;

/** The input of one of a call's schemas; nothing when the call has no such schema. */
export type SchemaInput<S> = S extends z.ZodType
  ? WireInput<z.input<S>, z.output<S>>
  : Record<never, never>;

/** Flattens an intersection for readable hover types. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** A call's path parameters (validated by the call's `params` schema). */
export type CallParams<N extends CallName> = SchemaInput<CallOf<N>['params']>;
/** A call's query fields (validated by the call's `query` schema). */
export type CallQuery<N extends CallName> = SchemaInput<CallOf<N>['query']>;
/** A call's body (validated by the call's `body` schema; defaults are filled in). */
export type CallBody<N extends CallName> = SchemaInput<CallOf<N>['body']>;

/**
 * A client method's one argument: the call's path parameters, query fields and body fields in
 * one object (no call uses the same name twice).
 */
export type CallInput<N extends CallName> = Simplify<CallParams<N> & CallQuery<N> & CallBody<N>>;

/** A call's parsed answer. */
export type CallOutput<N extends CallName> = z.output<CallOf<N>['response']>;

/** Options every client method takes as its second argument. */
export interface CallOptions {
  /** Aborts the request (and any wait between retries). */
  signal?: AbortSignal;
}

/** A plain client method: one input object (optional when every field is), then options. */
export type CallMethod<N extends CallName> =
  Partial<CallInput<N>> extends CallInput<N>
    ? (input?: CallInput<N>, options?: CallOptions) => Promise<CallOutput<N>>
    : (input: CallInput<N>, options?: CallOptions) => Promise<CallOutput<N>>;

/** One plain method per call of the registry. */
export type CallMethods = { [N in CallName]: CallMethod<N> };

/** The part of `localStorage` the settings cache uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Receives the messages of failures the spec only logs (settings, patterns). */
export type WarningHandler = (message: string) => void;
