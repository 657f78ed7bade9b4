/**
 * `@credence/api`: the contract between Credence's screens and any server.
 *
 * - `calls`: every call (method, path, request and response schemas, documented errors);
 * - the zod schemas themselves, for validating requests (host) and answers (client, mocks);
 * - `createCredenceClient`: a typed client that applies the spec's client-side rules.
 */

export { type CallName, callNames, calls } from './calls';
export * from './client/index';
export {
  buildPath,
  type CallDefinition,
  type CallOrigin,
  type DocumentedError,
  defineCall,
  type HttpMethod,
} from './defineCall';
export { callsTable, describeCall } from './describe';
export * from './schemas/index';
export { type Checked, check, validationMessage } from './validation';
