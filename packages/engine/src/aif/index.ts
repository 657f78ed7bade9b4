export { fromAif } from './fromAif';
export { toAif } from './toAif';
export type {
  AifCredence,
  AifDocument,
  AifEdge,
  AifImport,
  AifMessage,
  AifNetwork,
  AifNode,
} from './types';
