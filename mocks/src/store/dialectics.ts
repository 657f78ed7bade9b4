import type { MockModel, MockProof, MockRelationship } from '../types';
import type { StoreState } from './state';

/** Dialectical relationships, saved proofs and AI models. */
export function dialecticsSlice(state: StoreState) {
  return {
    /** Every dialectical relationship. */
    relationships(): MockRelationship[] {
      return state.data.relationships;
    },
    /** Records that `sourceArgumentId` objects to or supports a premise of the target. */
    addRelationship(relationship: MockRelationship): void {
      state.data.relationships.push({ ...relationship });
    },
    /** The saved proof of an argument. */
    proof(argumentId: number): MockProof | undefined {
      return state.data.proofs.find((proof) => proof.argumentId === argumentId);
    },
    /** The listed models, or every model with `all`. */
    models(all = false): MockModel[] {
      return state.data.models.filter((model) => all || model.listed);
    },
  };
}
