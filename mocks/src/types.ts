import type {
  ArgumentType,
  ConclusionType,
  EvaluationMode,
  Model,
  ProofStateV4,
  StoredConditionalMetadata,
  UserSettings,
  Visibility,
} from '@credence/api';
import type { z } from 'zod';

/** A user of the mock backend. `role` ADMIN sees the debug panel. */
export interface MockUser {
  id: number;
  name: string;
  email: string;
  role: 'USER' | 'ADMIN';
}

/** A claim's logic, each part stored only when it has one (see `store/claimLogic.ts`). */
/** What a request (or a version snapshot) gives of a claim's logic; each part optional. */
export interface MockClaimLogicInput {
  formula?: string | null | undefined;
  sourceSpans?: Array<[number, number]> | undefined;
  implicit?: boolean | undefined;
}

export interface MockClaimLogic {
  /** The claim's formula, in the engine's syntax. */
  formula?: string | null;
  /** `[start, end)` offsets into its argument's `sourceText`. */
  sourceSpans?: Array<[number, number]>;
  /** The claim's words are not in the source text (an added premise, a paraphrase). */
  implicit?: boolean;
}

/** A claim (premise, conclusion or a claim outside any argument). */
export interface MockClaim extends MockClaimLogic {
  id: string;
  content: string;
  negationContent?: string | null;
}

/** Premise id → parent claim ids, and `'target|source'` → probability. */
export interface MockDependencySettings {
  dependencies: Record<string, string[]>;
  premiseConditionals: Record<string, number>;
}

/** A stored argument. Its claims live in {@link MockData.claims}; its dependencies are the owner's. */
export interface MockArgument extends MockDependencySettings {
  id: number;
  ownerId: number;
  title: string;
  summarizedDescription: string;
  argumentType: z.infer<typeof ArgumentType>;
  argumentFormId: number | null;
  logicSystemId: number | null;
  totalInferenceEval: number | null;
  totalEvidenceEval: number | null;
  visibility: z.infer<typeof Visibility>;
  provedDeductiveUsingSystem: string;
  premiseIds: string[];
  conclusionId: string;
  /** Token of the public link, once the owner has shared the argument. */
  shareToken: string | null;
  /** The text the argument was reconstructed from (its claims' spans index into it). */
  sourceText?: string | null;
}

/** Dependencies another user (not the owner) saved for an argument. */
export interface MockDependencyOverlay extends MockDependencySettings {
  userId: number;
  argumentId: number;
}

/** A user's saved evaluation of an argument. */
export interface MockEvaluation {
  userId: number;
  argumentId: number;
  evaluationMode: z.infer<typeof EvaluationMode>;
  inferenceStrength: number;
  fallbackSupport: number;
  evaluationSettings: Record<string, Record<string, unknown>>;
  premises: Array<{ id: string; probability: number }>;
  conclusion: { id: string; probability: number } | null;
  /** The saved locks (`@credence/api` `EvaluationLocks`); absent until a save sends some. */
  locks?: { premiseIds: string[]; conclusion: boolean };
}

/** A stored conditional probability P(consequents | antecedents) of one user. */
export interface MockConditionalRecord {
  id: number;
  userId: number;
  antecedentClaims: string[];
  consequentClaims: string[];
  conditionalProbability: number;
  createdAt: string;
  /** Where it came from (`'batch:…'`, `'truth-table'`, …), as the batch save sends it. */
  source?: string;
  /** What a batch save kept with it (a dependency's priority and lock), read back as sent. */
  metadata?: z.infer<typeof StoredConditionalMetadata>;
}

/** A dialectical link: `sourceArgumentId` objects to (refute) or supports a premise of the target. */
export interface MockRelationship {
  sourceArgumentId: number;
  targetArgumentId: number;
  targetPremiseId: string;
  linkType: 'refute' | 'support';
  conclusionType: z.infer<typeof ConclusionType>;
}

/**
 * Two claims a user declared the same ("Same claim as…"): `claimIds` in ascending order. Each
 * user's own, counted in their network view only.
 */
export interface MockClaimEquivalence {
  id: number;
  userId: number;
  claimIds: [string, string];
}

/** What a version restores. */
export interface MockVersionSnapshot extends MockDependencySettings {
  title: string;
  summarizedDescription: string;
  /** The claims (with their ids) and type, in snapshots taken since `updateArgument` exists. */
  argumentType?: z.infer<typeof ArgumentType>;
  premises?: Array<{ id: string; content: string } & MockClaimLogic>;
  conclusion?: { id: string; content: string } & MockClaimLogic;
  /** The argument's source text, when it had one. */
  sourceText?: string;
}

/** One saved version of an argument, private to `userId`. */
export interface MockVersion {
  id: number;
  argumentId: number;
  userId: number;
  version_number: number;
  is_current: boolean;
  is_canonical: boolean;
  change_summary: string | null;
  created_at: string;
  parentVersionNumber: number | null;
  snapshot: MockVersionSnapshot;
}

/** A saved, validated proof of a deductive argument. */
export interface MockProof {
  argumentId: number;
  proofStateV4: z.input<typeof ProofStateV4>;
}

/** A user's settings. */
export interface MockSettings {
  userId: number;
  settings: z.infer<typeof UserSettings>;
}

/** An AI model; `listed: false` models appear only with `?all=true`. */
export type MockModel = z.infer<typeof Model> & { listed: boolean };

/** Everything the mock backend stores; {@link fixtures} is one such value. */
export interface MockData {
  users: MockUser[];
  /** Pairs of user ids who are friends (FRIENDS_ONLY arguments are visible between them). */
  friendships: Array<[number, number]>;
  /** Pending friend requests, `[from, to]` (not friends yet: FRIENDS_ONLY stays hidden). */
  friendRequests: Array<[number, number]>;
  /** The signed-in user's id, or null when signed out. */
  signedInUserId: number | null;
  claims: MockClaim[];
  arguments: MockArgument[];
  dependencyOverlays: MockDependencyOverlay[];
  evaluations: MockEvaluation[];
  conditionals: MockConditionalRecord[];
  relationships: MockRelationship[];
  versions: MockVersion[];
  proofs: MockProof[];
  models: MockModel[];
  settings: MockSettings[];
  /** Claim equivalences of every user (absent: none). */
  claimEquivalences?: MockClaimEquivalence[];
}
