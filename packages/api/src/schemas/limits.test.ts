import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type CallName, calls } from '../calls';
import { isSendableClaimId } from '../client/claims';
import type { CallDefinition } from '../defineCall';
import { check } from '../validation';
import { LIMITS } from './limits';

const text = (length: number) => 'x'.repeat(length);
const argument = (fields: Record<string, unknown> = {}) => ({
  title: 'T',
  premises: [{ content: 'P' }],
  conclusion: { content: 'C' },
  ...fields,
});
const claims = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `p${index}`, content: `Premise ${index}` }));
const estimate = (fields: Record<string, unknown> = {}) => ({
  currentTabId: 'BAYESIAN',
  premises: claims(2),
  conclusion: { id: 'c', content: 'C' },
  modelId: 'gpt-4o-mini',
  ...fields,
});
const dependencies = (fields: Record<string, unknown> = {}) => ({
  premises: claims(2),
  modelId: 'gpt-4o-mini',
  ...fields,
});
const messageOf = (schema: Parameters<typeof check>[0], value: unknown) => {
  const result = check(schema, value);
  return result.ok ? 'ok' : result.message;
};

describe('text limits', () => {
  it('refuses a title over 200 characters, naming the field, and accepts 200', () => {
    expect(messageOf(calls.createArgument.body, argument({ title: text(201) }))).toBe(
      'title: must be at most 200 characters',
    );
    expect(messageOf(calls.createArgument.body, argument({ title: text(200) }))).toBe('ok');
    expect(
      messageOf(calls.validateContent.body, {
        argument: { ...argument({ title: text(201) }), description: '' },
        modelId: 'gpt-4o-mini',
      }),
    ).toBe('argument.title: must be at most 200 characters');
  });

  it('refuses claim texts over 2000 characters', () => {
    expect(
      messageOf(calls.createArgument.body, argument({ premises: [{ content: text(2001) }] })),
    ).toBe('premises.0.content: must be at most 2000 characters');
    expect(
      messageOf(calls.createArgument.body, argument({ premises: [{ content: text(2000) }] })),
    ).toBe('ok');
    expect(
      messageOf(
        calls.estimateSettings.body,
        estimate({ conclusion: { id: 'c', content: text(2001) } }),
      ),
    ).toBe('conclusion.content: must be at most 2000 characters');
  });

  it('refuses long texts over 20,000 characters', () => {
    expect(
      messageOf(calls.createArgument.body, argument({ summarizedDescription: text(20_001) })),
    ).toBe('summarizedDescription: must be at most 20000 characters');
    expect(
      messageOf(calls.generateLinked.body, {
        mode: 'refute',
        conclusion: 'C',
        userInstructions: text(20_001),
        model: 'gpt-4o-mini',
      }),
    ).toBe('userInstructions: must be at most 20000 characters');
    expect(
      messageOf(calls.createArgument.body, argument({ summarizedDescription: text(20_000) })),
    ).toBe('ok');
  });

  it('keeps the version note limit of 500 characters, with the same wording', () => {
    expect(messageOf(calls.createVersion.body, { versionNote: text(501) })).toBe(
      'versionNote: must be at most 500 characters',
    );
  });
});

describe('id limits', () => {
  it('accepts the claim ids the client sends and refuses the ones it drops (100+ characters)', () => {
    expect(isSendableClaimId(text(LIMITS.idChars))).toBe(true);
    expect(isSendableClaimId(text(LIMITS.idChars + 1))).toBe(false);
    expect(messageOf(calls.getClaims.body, { claimIds: [text(99)] })).toBe('ok');
    expect(messageOf(calls.getClaims.body, { claimIds: ['a', text(100)] })).toBe(
      'claimIds.1: must be at most 99 characters',
    );
  });

  it('does not count the negation mark of a claim id', () => {
    const body = {
      consequentClaims: ['c'],
      antecedentClaims: [`~${text(99)}`],
      conditionalProbability: 0.5,
    };
    expect(messageOf(calls.createConditionalProbability.body, body)).toBe('ok');
    expect(
      messageOf(calls.createConditionalProbability.body, {
        ...body,
        antecedentClaims: [`~${text(100)}`],
      }),
    ).toBe('antecedentClaims.0: must be at most 99 characters');
  });

  it('refuses model ids over 99 characters', () => {
    expect(messageOf(calls.estimateSettings.body, estimate({ modelId: text(100) }))).toBe(
      'modelId: must be at most 99 characters',
    );
  });
});

describe('list limits', () => {
  it('refuses 51 premises and accepts 50', () => {
    const premises = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ content: `P${index}` }));
    expect(messageOf(calls.createArgument.body, argument({ premises: premises(51) }))).toBe(
      'premises: at most 50 premises',
    );
    expect(messageOf(calls.createArgument.body, argument({ premises: premises(50) }))).toBe('ok');
    expect(messageOf(calls.estimateDependencies.body, dependencies({ premises: claims(51) }))).toBe(
      'premises: at most 50 premises',
    );
  });

  it("holds truth-table inputs to the engine's 24 premises, and only those", () => {
    expect(
      messageOf(
        calls.estimateSettings.body,
        estimate({ currentTabId: 'TRUTH_TABLE', premises: claims(25) }),
      ),
    ).toBe('premises: at most 24 premises for a truth table');
    expect(
      messageOf(
        calls.estimateSettings.body,
        estimate({ currentTabId: 'TRUTH_TABLE', premises: claims(24) }),
      ),
    ).toBe('ok');
    expect(messageOf(calls.estimateSettings.body, estimate({ premises: claims(25) }))).toBe('ok');
    expect(messageOf(calls.estimateSettings.body, estimate({ premises: claims(10_000) }))).toBe(
      'premises: at most 50 premises',
    );
    expect(
      messageOf(calls.saveTruthTableProbabilities.body, {
        conclusionId: 'c',
        premiseIds: claims(25).map(({ id }) => id),
        pCGivenPremises: 0.9,
        pCGivenNotPremises: 0.1,
        pC: 0.5,
      }),
    ).toBe('premiseIds: at most 24 premises');
  });

  it('bounds every other list', () => {
    const ids = Array.from({ length: LIMITS.listItems + 1 }, (_, index) => `c${index}`);
    expect(messageOf(calls.getClaims.body, { claimIds: ids })).toBe(
      'claimIds: at most 5000 claim ids',
    );
    expect(messageOf(calls.getClaims.body, { claimIds: ids.slice(1) })).toBe('ok');
    expect(
      messageOf(calls.getArgumentsByIds.query, { ids: ids.map((_, i) => i + 1).join(',') }),
    ).toBe('ids: at most 5000 ids');
    expect(messageOf(calls.counterexampleTruthTable.body, { formulas: Array(101).fill('P') })).toBe(
      'formulas: at most 100 formulas',
    );
    expect(
      messageOf(
        calls.estimateDependencies.body,
        dependencies({ userPatterns: Array(11).fill({ key: 'a|b', value: 0.5 }) }),
      ),
    ).toBe('userPatterns: at most 10 user patterns');
  });
});

describe('record limits', () => {
  const entries = (count: number, value: unknown) =>
    Object.fromEntries(Array.from({ length: count }, (_, index) => [`p${index}|q`, value]));

  it('refuses a map with more than 5000 entries', () => {
    const body = { dependencies: {}, premiseConditionals: entries(5001, 0.5), claimIds: [] };
    expect(messageOf(calls.upsertDependencies.body, body)).toBe(
      'premiseConditionals: at most 5000 entries',
    );
    expect(
      messageOf(calls.upsertDependencies.body, {
        ...body,
        premiseConditionals: entries(5000, 0.5),
      }),
    ).toBe('ok');
  });

  it('refuses map keys that are too long', () => {
    expect(
      messageOf(calls.upsertDependencies.body, {
        dependencies: { [text(100)]: ['a'] },
        premiseConditionals: {},
        claimIds: [],
      }),
    ).toBe('dependencies: keys must be at most 99 characters');
  });

  describe('free-form evaluation settings', () => {
    const save = (settings: Record<string, unknown>) => ({
      evaluationMode: 'truth_table',
      inferenceStrength: 0.8,
      fallbackSupport: 0.2,
      evaluationSettings: { truth_table: settings },
    });

    it('accepts 2^16 row values and refuses more', () => {
      const rows = (count: number) =>
        Object.fromEntries(
          Array.from({ length: count }, (_, index) => [index.toString(2).padStart(17, '0'), 0.5]),
        );
      expect(
        messageOf(calls.saveEvaluation.body, save({ truthTableData: { rowValues: rows(65_536) } })),
      ).toBe('ok');
      expect(
        messageOf(calls.saveEvaluation.body, save({ truthTableData: { rowValues: rows(65_537) } })),
      ).toBe(
        'evaluationSettings.truth_table.truthTableData: objects must have at most 65536 entries',
      );
    });

    it('refuses deep nesting, huge lists and long strings inside', () => {
      let deep: unknown = 1;
      for (let level = 0; level < LIMITS.jsonDepth; level += 1) deep = { deeper: deep };
      expect(messageOf(calls.saveEvaluation.body, save({ deep }))).toBe(
        'evaluationSettings.truth_table.deep: must be nested at most 32 levels deep',
      );
      expect(
        messageOf(calls.saveEvaluation.body, save({ list: Array(LIMITS.listItems + 1).fill('x') })),
      ).toBe('evaluationSettings.truth_table.list: lists must have at most 5000 items');
      // A list of numbers is a truth table in the array form: up to LIMITS.tableRows rows.
      expect(
        messageOf(calls.saveEvaluation.body, save({ rows: Array(LIMITS.listItems + 1).fill(0) })),
      ).toBe('ok');
      expect(
        messageOf(calls.saveEvaluation.body, save({ rows: Array(LIMITS.tableRows + 1).fill(0) })),
      ).toBe('evaluationSettings.truth_table.rows: tables must have at most 65536 rows');
      expect(messageOf(calls.saveEvaluation.body, save({ note: text(20_001) }))).toBe(
        'evaluationSettings.truth_table.note: strings must be at most 20000 characters',
      );
    });
  });
});

describe('unknown fields', () => {
  it('refuses an unknown body field, naming it', () => {
    expect(messageOf(calls.createArgument.body, argument({ ownerId: 7 }))).toBe(
      'Unrecognized key: "ownerId"',
    );
    expect(messageOf(calls.createArgument.body, argument({ a: 1, b: 2 }))).toBe(
      'Unrecognized keys: "a", "b"',
    );
  });

  it('refuses unknown fields of nested request objects, with their path', () => {
    expect(
      messageOf(calls.createArgument.body, argument({ premises: [{ content: 'P', x: 1 }] })),
    ).toBe('premises.0: Unrecognized key: "x"');
    expect(
      messageOf(calls.batchSaveConditionals.body, {
        items: [
          {
            conclusionId: 'c',
            antecedentExpression: 'a',
            probability: 0.5,
            source: 'test',
            metadata: { isLocked: true, colour: 'red' },
          },
        ],
      }),
    ).toBe('items.0.metadata: Unrecognized key: "colour"');
  });

  it('lets queries carry other parameters (cache-busters): the router hands over the whole query string', () => {
    expect(
      messageOf(calls.findConditionalProbabilities.query, {
        consequent_claims: 'c',
        _: '1700000000',
      }),
    ).toBe('ok');
  });

  it('every request body schema refuses an unknown top-level field', () => {
    const bodies = (Object.entries(calls) as [CallName, CallDefinition][]).filter(
      ([, call]) => call.body,
    );
    expect(bodies.length).toBeGreaterThan(20);
    for (const [name, call] of bodies) {
      const result = call.body!.safeParse({ __unknownField__: 1 });
      const unknown = result.success
        ? undefined
        : result.error.issues.find(
            (issue) => issue.code === 'unrecognized_keys' && issue.path.length === 0,
          );
      expect(unknown, `${name} accepts an unknown field`).toBeDefined();
      expect(messageOf(call.body!, { __unknownField__: 1 }), name).toContain(
        'Unrecognized key: "__unknownField__"',
      );
    }
  });
});

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
};

/**
 * Where a request schema is open: an object that takes unknown fields (bodies only), a string,
 * list, record or free-form value with no bound. Each problem is `path: what`.
 */
function openings(schema: z.ZodType, path: string, strict: boolean): string[] {
  const def = schema._zod.def as unknown as Def;
  const checks = (def.checks ?? []).map((check) => check._zod.def.check);
  const bounded = (...kinds: string[]) => kinds.some((kind) => checks.includes(kind));
  const at = (what: string) => [`${path || '(top)'}: ${what}`];
  switch (def.type) {
    case 'object':
      return [
        ...(strict && def.catchall?._zod.def.type !== 'never' ? at('takes unknown fields') : []),
        ...Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
          openings(field, path ? `${path}.${key}` : key, strict),
        ),
      ];
    case 'array':
      return [
        ...(bounded('max_length') ? [] : at('unbounded list')),
        ...openings(def.element!, `${path}[]`, strict),
      ];
    case 'tuple':
      // A fixed number of items (a source span's two offsets), each checked; no open rest.
      return [
        ...(def.rest ? at('tuple with a rest') : []),
        ...def.items!.flatMap((item, index) => openings(item, `${path}[${index}]`, strict)),
      ];
    case 'record':
      return [
        ...(bounded('custom') ? [] : at('unbounded record')),
        ...openings(def.valueType!, `${path}{}`, strict),
      ];
    case 'string':
      return bounded('max_length', 'custom') ? [] : at('unbounded string');
    case 'unknown':
      return bounded('custom') ? [] : at('unbounded free-form value');
    case 'optional':
    case 'nullable':
    case 'default':
      return openings(def.innerType!, path, strict);
    case 'pipe':
      // A preprocess (a transform in front) passes its result on: what it takes is `out`'s.
      return def.in!._zod.def.type === 'transform'
        ? openings(def.out!, path, strict)
        : openings(def.in!, path, strict);
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
      return [];
    default:
      return at(`unchecked ${def.type}`);
  }
}

describe('every request schema', () => {
  const requests = (Object.entries(calls) as [CallName, CallDefinition][]).flatMap(([name, call]) =>
    (['params', 'query', 'body'] as const).flatMap((part) =>
      call[part] ? [[`${name} ${part}`, call[part], part === 'body'] as const] : [],
    ),
  );

  it('the check finds open schemas', () => {
    const open = z.object({
      a: z.string(),
      b: z.array(z.strictObject({ c: z.record(z.string(), z.unknown()) })).optional(),
      d: z.tuple([z.number(), z.string()]),
    });
    expect(openings(open, '', true)).toEqual([
      '(top): takes unknown fields',
      'a: unbounded string',
      'b: unbounded list',
      'b[].c: unbounded record',
      'b[].c{}: unbounded free-form value',
      'd[1]: unbounded string',
    ]);
    expect(openings(open, '', false)).toHaveLength(5);
  });

  it.each(requests)('%s is strict (bodies) and bounded everywhere', (_, schema, strict) => {
    expect(openings(schema, '', strict)).toEqual([]);
  });
});

describe('answers stay permissive', () => {
  it('still reads data stored before the limits', () => {
    const longId = text(150);
    expect(
      messageOf(calls.getClaims.response, {
        claims: [{ id: longId, content: text(30_000), extra: true }],
      }),
    ).toBe('ok');
    expect(
      messageOf(calls.generateLinked.response, {
        success: true,
        argument: {
          title: text(500),
          description: '',
          premises: claims(60),
          conclusion: { content: 'C' },
        },
      }),
    ).toBe('ok');
    expect(
      messageOf(calls.upsertDependencies.response, {
        dependencies: { [longId]: [longId] },
        premiseConditionals: Object.fromEntries(
          Array.from({ length: 6000 }, (_, index) => [`k${index}`, 0.5]),
        ),
      }),
    ).toBe('ok');
  });
});
