/**
 * Every public entry point of every package, so that compiling this file type-checks all of
 * their published declarations (with tsconfig.consumer.json: skipLibCheck off).
 */
import * as api from '@credence/api';
import * as engine from '@credence/engine';
import * as mocks from '@credence/mocks';
import * as mocksBrowser from '@credence/mocks/browser';
import * as mocksNode from '@credence/mocks/node';
import * as offlineAi from '@credence/mocks/offline-ai';
import * as stateMachines from '@credence/state-machines';
import * as ui from '@credence/ui';

export const entries = {
  api,
  engine,
  mocks,
  mocksBrowser,
  mocksNode,
  offlineAi,
  stateMachines,
  ui,
};
