export { ArgdownParseError } from './errors';
export { fromArgdown } from './fromArgdown';
export { toArgdown } from './toArgdown';
export type {
  ArgdownArgument,
  ArgdownClaim,
  ArgdownImport,
  ArgdownInference,
  ArgdownPremise,
} from './types';
