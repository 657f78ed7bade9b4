import type { UpdateArgumentRequest } from '@credence/api';
import type { z } from 'zod';
import type { MockArgument, MockClaimLogicInput, MockDependencySettings } from '../types';
import type { argumentsSlice } from './arguments';
import { setLogic, sourceTextOf, storedLogic } from './claimLogic';
import type { StoreState } from './state';
import type { versionsSlice } from './versions';

type Arguments = ReturnType<typeof argumentsSlice>;
type Versions = ReturnType<typeof versionsSlice>;
type ArgumentUpdate = z.output<typeof UpdateArgumentRequest>;

/** The claim ids a reference names: `'~a & b'` → `['a', 'b']`. */
function idsIn(reference: string): string[] {
  return reference.split('&').map((part) => part.trim().replace(/^~/, ''));
}

/**
 * The content an update (or an owner's revert) writes: premise ids keep or restore claims; each
 * claim's logic is replaced by the one given (none when none is); `sourceText` absent keeps the
 * saved text, `''` or null clears it.
 */
export interface MockArgumentContent {
  title: string;
  summarizedDescription: string;
  argumentType: MockArgument['argumentType'];
  visibility?: MockArgument['visibility'];
  sourceText?: string | null | undefined;
  premises: Array<{ id?: string; content: string } & MockClaimLogicInput>;
  conclusion: { content: string } & MockClaimLogicInput;
}

/**
 * The owner's whole-argument changes, as the host makes them: update in place (kept premise
 * ids, "Before edit" version first) and delete; whatever named a removed claim is cleaned up.
 */
export function authoringSlice(state: StoreState, args: Arguments, versions: Versions) {
  const withoutClaims = (settings: MockDependencySettings, removed: ReadonlySet<string>) => {
    const named = (reference: string) => idsIn(reference).some((id) => removed.has(id));
    settings.dependencies = Object.fromEntries(
      Object.entries(settings.dependencies)
        .filter(([target]) => !named(target))
        .map(([target, parents]) => [target, parents.filter((parent) => !named(parent))] as const)
        .filter(([, parents]) => parents.length > 0),
    );
    settings.premiseConditionals = Object.fromEntries(
      Object.entries(settings.premiseConditionals).filter(([key]) => !key.split('|').some(named)),
    );
  };

  /** Removes every reference to `removed` claims: records, dependency settings, links. */
  const forgetClaims = (removed: ReadonlySet<string>) => {
    if (removed.size === 0) return;
    const named = (ids: readonly string[]) =>
      ids.some((reference) => idsIn(reference).some((id) => removed.has(id)));
    state.data.conditionals = state.data.conditionals.filter(
      (record) => !named(record.antecedentClaims) && !named(record.consequentClaims),
    );
    for (const argument of state.data.arguments) withoutClaims(argument, removed);
    for (const overlay of state.data.dependencyOverlays) withoutClaims(overlay, removed);
    state.data.relationships = state.data.relationships.filter(
      (link) => !removed.has(link.targetPremiseId),
    );
    state.data.claims = state.data.claims.filter((claim) => !removed.has(claim.id));
  };

  /** Writes `content` over the argument; `restoreIds` re-creates missing premises by id. */
  const replaceContent = (
    argument: MockArgument,
    content: MockArgumentContent,
    restoreIds = false,
  ) => {
    const oldIds = new Set(argument.premiseIds);
    const oldTexts = argument.premiseIds.map((id) => args.claim(id)?.content);
    const oldConclusion = args.claim(argument.conclusionId)?.content;
    const sourceText = sourceTextOf(content.sourceText, argument.sourceText ?? null);
    const premiseIds = content.premises.map((premise) => {
      const text = premise.content.trim();
      if (premise.id !== undefined && oldIds.has(premise.id)) {
        const claim = args.claim(premise.id);
        if (claim && claim.content !== text) {
          claim.content = text;
          claim.negationContent = null;
        }
        if (claim) setLogic(claim, storedLogic(premise, sourceText));
        return premise.id;
      }
      if (restoreIds && premise.id !== undefined && !args.claim(premise.id)) {
        state.data.claims.push({
          id: premise.id,
          content: text,
          ...storedLogic(premise, sourceText),
        });
        return premise.id;
      }
      return args.addClaim(text, premise, sourceText);
    });
    const kept = new Set(premiseIds);
    const removed = new Set(argument.premiseIds.filter((id) => !kept.has(id)));
    const conclusion = args.claim(argument.conclusionId);
    const conclusionText = content.conclusion.content.trim();
    if (conclusion && conclusion.content !== conclusionText) {
      conclusion.content = conclusionText;
      conclusion.negationContent = null;
    }
    if (conclusion) setLogic(conclusion, storedLogic(content.conclusion, sourceText));
    if (sourceText === null) delete argument.sourceText;
    else argument.sourceText = sourceText;
    argument.title = content.title.trim();
    argument.summarizedDescription = content.summarizedDescription;
    argument.argumentType = content.argumentType;
    if (content.visibility) argument.visibility = content.visibility;
    const changed =
      removed.size > 0 ||
      premiseIds.some((id, index) => argument.premiseIds[index] !== id) ||
      premiseIds.some((id, index) => oldTexts[index] !== args.claim(id)?.content) ||
      oldConclusion !== conclusionText;
    argument.premiseIds = premiseIds;
    if (changed) state.data.proofs = state.data.proofs.filter((p) => p.argumentId !== argument.id);
    forgetClaims(removed);
    for (const evaluation of state.data.evaluations) {
      if (evaluation.argumentId !== argument.id) continue;
      const previous = new Map(evaluation.premises.map((p) => [p.id, p.probability]));
      evaluation.premises = premiseIds.map((id) => ({ id, probability: previous.get(id) ?? 0.5 }));
      // A removed premise's lock goes with it (as on the host).
      if (evaluation.locks) {
        evaluation.locks = {
          ...evaluation.locks,
          premiseIds: evaluation.locks.premiseIds.filter((id) => premiseIds.includes(id)),
        };
      }
    }
  };

  return {
    /** `updateArgument` for the owner: the "Before edit" version, then the new content. */
    updateArgument(userId: number, argument: MockArgument, update: ArgumentUpdate): void {
      // The edit makes the content differ from every version: none stays 'Current' (as the host).
      versions.createVersion(userId, argument, 'Before edit').is_current = false;
      replaceContent(argument, update);
    },
    /** An owner's revert of a snapshot that holds claims: content and premise ids come back. */
    restoreContent(argument: MockArgument, content: MockArgumentContent): void {
      replaceContent(argument, content, true);
    },
    /**
     * `deleteArgument`: the argument, its claims, everyone's evaluations, overlays, versions and
     * its proof; its links in both directions; and every reference to its claims elsewhere.
     */
    deleteArgument(argument: MockArgument): void {
      const id = argument.id;
      state.data.arguments = state.data.arguments.filter((a) => a.id !== id);
      state.data.evaluations = state.data.evaluations.filter((e) => e.argumentId !== id);
      state.data.dependencyOverlays = state.data.dependencyOverlays.filter(
        (o) => o.argumentId !== id,
      );
      state.data.versions = state.data.versions.filter((v) => v.argumentId !== id);
      state.data.proofs = state.data.proofs.filter((p) => p.argumentId !== id);
      state.data.relationships = state.data.relationships.filter(
        (link) => link.sourceArgumentId !== id && link.targetArgumentId !== id,
      );
      forgetClaims(new Set([...argument.premiseIds, argument.conclusionId]));
    },
  };
}
