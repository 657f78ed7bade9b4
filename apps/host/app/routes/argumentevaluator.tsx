/**
 * /argumentevaluator?argumentId= — a stand-in for the evaluator: it shows the argument and the
 * user's saved credences in a form that saves premise probabilities (range sliders) and the
 * fallback P(C|Premises) / P(C|¬Premises) through the same model function as
 * `POST /api/user/arguments/update`. The server renders P(C) from `@credence/engine`'s
 * `evaluateArgument`; after hydration the browser recomputes it with the same function as the
 * inputs change. Without JavaScript the form still posts and the page shows the saved values.
 *
 * TEMPORARY: the interactive evaluator screen from `@credence/ui` will replace this page.
 */
import { calls, check } from '@credence/api';
import { type EvaluationInput, evaluateArgument } from '@credence/engine';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { getPrisma } from '../db.server.ts';
import { type ArgumentDetailValue, getArgument } from '../models/arguments.server.ts';
import { saveUserArgument } from '../models/evaluations.server.ts';
import { requireUserId } from '../session.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.argument.title} · Credence` : 'Argument · Credence' },
];

const DEFAULT_PREMISE = 0.5;
const DEFAULT_P_C_GIVEN_PREMISES = 0.9;
const DEFAULT_P_C_GIVEN_NOT_PREMISES = 0.2;

async function loadArgument(request: Request): Promise<{
  userId: number;
  argument: ArgumentDetailValue;
}> {
  const userId = await requireUserId(request);
  const query = check(
    calls.getUserArgument.query,
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.ok) throw new Response(`Bad argumentId: ${query.message}`, { status: 400 });
  const argument = await getArgument(getPrisma(), userId, query.data.argumentId);
  if (!argument) throw new Response('Argument not found', { status: 404 });
  return { userId, argument };
}

/** P(C) for these inputs (fallback mode), or null when the engine refuses them. */
function computePC(
  argument: Pick<EvaluationInput, 'argumentType' | 'dependencies' | 'premiseConditionals'>,
  premises: { id: string; probability: number }[],
  pCGivenPremises: number,
  pCGivenNotPremises: number,
): number | null {
  try {
    return evaluateArgument({
      argumentType: argument.argumentType,
      mode: 'fallback',
      premises,
      dependencies: argument.dependencies,
      premiseConditionals: argument.premiseConditionals,
      pCGivenPremises,
      pCGivenNotPremises,
    }).pC;
  } catch {
    return null;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { argument } = await loadArgument(request);
  const saved = argument.evaluation;
  const credence = new Map(saved?.premises.map((p) => [p.id, p.probability]) ?? []);
  const premises = argument.premises.map((premise) => ({
    id: premise.id,
    content: premise.content,
    probability: credence.get(premise.id) ?? DEFAULT_PREMISE,
  }));
  const pCGivenPremises = saved?.inferenceStrength ?? DEFAULT_P_C_GIVEN_PREMISES;
  const pCGivenNotPremises = saved?.fallbackSupport ?? DEFAULT_P_C_GIVEN_NOT_PREMISES;
  return {
    argument,
    premises,
    pCGivenPremises,
    pCGivenNotPremises,
    savedConclusion: saved?.conclusion?.probability ?? null,
    pC: computePC(argument, premises, pCGivenPremises, pCGivenNotPremises),
  };
}

function numberField(form: FormData, name: string): number {
  const raw = String(form.get(name) ?? '').trim();
  return raw === '' ? Number.NaN : Number(raw);
}

/** Saves the credences (fallback mode) with the `updateUserArgument` schema and model. */
export async function action({ request }: ActionFunctionArgs) {
  const { userId, argument } = await loadArgument(request);
  const form = await request.formData();
  const premises = argument.premises.map((premise) => ({
    id: premise.id,
    probability: numberField(form, `premise:${premise.id}`),
  }));
  const pCGivenPremises = numberField(form, 'pCGivenPremises');
  const pCGivenNotPremises = numberField(form, 'pCGivenNotPremises');
  const pC = computePC(argument, premises, pCGivenPremises, pCGivenNotPremises);
  const body = check(calls.updateUserArgument.body, {
    argumentId: argument.id,
    evaluationMode: 'fallback',
    inferenceStrength: pCGivenPremises,
    fallbackSupport: pCGivenNotPremises,
    premises,
    conclusion: { id: argument.conclusion.id, probability: pC ?? Number.NaN },
  });
  if (!body.ok) return { ok: false as const, error: body.message };
  await saveUserArgument(getPrisma(), userId, body.data);
  return { ok: true as const, pC };
}

function percent(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}

/** A number typed into a text field, or NaN when it is empty or not a number. */
function parseNumber(raw: string): number {
  return raw.trim() === '' ? Number.NaN : Number(raw);
}

export default function ArgumentEvaluator() {
  const data = useLoaderData<typeof loader>();
  // A fresh form (and state) per argument; within one argument the state is what the user set.
  return <EvaluatorForm key={data.argument.id} />;
}

function EvaluatorForm() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { argument } = data;
  const [premises, setPremises] = useState(() =>
    data.premises.map((premise) => ({ id: premise.id, probability: premise.probability })),
  );
  const [pCGivenPremises, setPCGivenPremises] = useState(String(data.pCGivenPremises));
  const [pCGivenNotPremises, setPCGivenNotPremises] = useState(String(data.pCGivenNotPremises));
  // Set once React has hydrated the page, so tests (and styles) can tell the sliders are live.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const pC = interactive
    ? computePC(argument, premises, parseNumber(pCGivenPremises), parseNumber(pCGivenNotPremises))
    : data.pC;
  const setPremise = (id: string, probability: number) =>
    setPremises((current) => current.map((p) => (p.id === id ? { id, probability } : p)));

  return (
    <main data-interactive={interactive ? 'true' : undefined}>
      <h1>{argument.title}</h1>
      {argument.summarizedDescription ? <p>{argument.summarizedDescription}</p> : null}
      <p>
        <small>
          {argument.argumentType.toLowerCase()} · by {argument.creator.name}
        </small>
      </p>
      <Form method="post" style={{ display: 'grid', gap: 12 }}>
        <h2>Premises</h2>
        <ol>
          {data.premises.map((premise, index) => {
            const inputId = `premise-${index}`;
            const probability = premises[index]?.probability ?? premise.probability;
            return (
              <li key={premise.id}>
                <label htmlFor={inputId}>{premise.content}</label>{' '}
                <input
                  id={inputId}
                  name={`premise:${premise.id}`}
                  type="range"
                  min={0}
                  max={1}
                  step={0.01}
                  value={probability}
                  aria-valuetext={percent(probability)}
                  onChange={(event) => setPremise(premise.id, Number(event.currentTarget.value))}
                />{' '}
                <output htmlFor={inputId} data-testid={`premise-percent-${index}`}>
                  {percent(probability)}
                </output>
              </li>
            );
          })}
        </ol>
        <h2>Conclusion</h2>
        <p>{argument.conclusion.content}</p>
        <label>
          P(C | Premises){' '}
          <input
            name="pCGivenPremises"
            type="number"
            min={0}
            max={1}
            step="any"
            required
            value={pCGivenPremises}
            onChange={(event) => setPCGivenPremises(event.currentTarget.value)}
          />
        </label>
        <label>
          P(C | ¬Premises){' '}
          <input
            name="pCGivenNotPremises"
            type="number"
            min={0}
            max={1}
            step="any"
            required
            value={pCGivenNotPremises}
            onChange={(event) => setPCGivenNotPremises(event.currentTarget.value)}
          />
        </label>
        {actionData && !actionData.ok ? <p role="alert">{actionData.error}</p> : null}
        {actionData?.ok && navigation.state === 'idle' ? <p role="status">Saved.</p> : null}
        <button type="submit" disabled={navigation.state === 'submitting'}>
          Save evaluation
        </button>
      </Form>
      <p>
        <strong id="p-c-label">P(C)</strong> ={' '}
        <output data-testid="p-c" aria-labelledby="p-c-label" aria-live="polite">
          {percent(pC)}
        </output>
        {data.savedConclusion !== null ? ` (saved: ${percent(data.savedConclusion)})` : null}
      </p>
    </main>
  );
}
