/** Tests only (not exported): the shared in-page mock backend, under the names used here. */
export {
  type TestBackend as MockBackend,
  testBackend as mockBackend,
} from '../testing/testBackend';
