import { calls } from '@credence/api';
import { DependencyCycleError } from '@credence/engine';
import type { ActionFunctionArgs } from '@remix-run/node';
import {
  errorResponse,
  handleApi,
  methodNotAllowed,
  parseOrThrow,
  queryObject,
  readJson,
  readNoBody,
} from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { deleteDependency, saveDependencies } from '../models/dependencies.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['PUT', 'DELETE']);
}

/**
 * PUT /api/arguments/:id/dependencies (`upsertDependencies`) replaces the user's own dependency
 * settings of an argument they may see; 400 with the cycle spelled out when the dependencies
 * form one. DELETE …?targetId=&sourceId= (`deleteDependency`) removes one dependency and its
 * conditionals. 404 for missing and invisible arguments. The file is named `$id` like its
 * siblings (`api.arguments.$id.ts`) so Remix sees one dynamic segment; the call names it
 * `argumentId`.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT' && request.method !== 'DELETE') {
    return methodNotAllowed(['PUT', 'DELETE']);
  }
  return handleApi(async () => {
    const userId = await requireUserId(request);
    if (request.method === 'DELETE') {
      const { argumentId } = parseOrThrow(calls.deleteDependency.params, {
        argumentId: params.id,
      });
      const query = parseOrThrow(calls.deleteDependency.query, queryObject(request));
      await readNoBody(request);
      return Response.json(await deleteDependency(getPrisma(), userId, argumentId, query));
    }
    const { argumentId } = parseOrThrow(calls.upsertDependencies.params, {
      argumentId: params.id,
    });
    const body = parseOrThrow(calls.upsertDependencies.body, await readJson(request));
    try {
      return Response.json(await saveDependencies(getPrisma(), userId, argumentId, body));
    } catch (error) {
      if (error instanceof DependencyCycleError) return errorResponse(400, error.message);
      throw error;
    }
  });
}
