/**
 * `@credence/api`: the contract between Credence's screens and any server.
 *
 * - `calls`: every call (method, path, request and response schemas, documented errors);
 * - the zod schemas themselves, for validating requests (host) and answers (client, mocks);
 * - `createCredenceClient`: a typed client that applies the spec's client-side rules.
 */
export * from './schemas/index';
export { calls, callNames, type CallName } from './calls';
export { buildPath, defineCall, type CallDefinition, type CallOrigin, type DocumentedError, type HttpMethod } from './defineCall';
export { describeCall, callsTable } from './describe';
export { check, validationMessage, type Checked } from './validation';
export * from './client/index';
