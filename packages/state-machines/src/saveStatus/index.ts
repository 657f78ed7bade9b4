export { saveStatusMachine } from './saveStatus.machine';
export type { SaveStatusContext, SaveStatusEvent, SaveStatusValue } from './saveStatus.types';
