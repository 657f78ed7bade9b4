/**
 * An argument and its network as an AIF document (`@credence/engine`'s `toAif`), as one viewer
 * sees them: the arguments `getArgumentNetwork` gathers (each with the viewer's own saved
 * evaluation, read exactly as the evaluator's network view reads it, `networkInput`), the
 * viewer's equivalences among their claims, and the undercuts — objections to an argument's
 * inference as a whole — with the arguments making them and those arguments' own networks. The
 * network is not evaluated here: the file carries the inputs, and whoever opens it computes P(C).
 */
import { LIMITS } from '@credence/api';
import { type AifDocument, type AifNetwork, toAif } from '@credence/engine';
import { type ArgumentNetwork, networkInput } from '@credence/state-machines';
import type { PrismaClient } from '../db.server.ts';
import { getArgumentDetails, visibleTo } from '../models/arguments.server.ts';
import { equivalencesAmong } from '../models/claimEquivalences.server.ts';
import { getArgumentNetwork, walkNetwork } from '../models/network.server.ts';

/** An exported network: the document and the file name to offer. */
export interface AifExport {
  document: AifDocument;
  /** `<title as a slug>.aif.json`: ASCII letters, digits and hyphens only. */
  filename: string;
}

/** The network could not be written as AIF (`toAif` refused it): the site's fault, not the user's. */
export class AifExportError extends Error {}

/**
 * A file name from an argument's title: accents dropped, anything but ASCII letters and digits a
 * hyphen, at most 60 characters; `argument-<id>` when nothing is left.
 */
export function aifFileName(title: string, id: number): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || `argument-${id}`}.aif.json`;
}

/**
 * `network` with the arguments undercutting its arguments (links without a target claim whose
 * source the viewer may see), each with its own network as `walkNetwork` finds it, round after
 * round (an undercut of an undercutter, …), up to `LIMITS.networkArguments` arguments in all;
 * the links, undercuts and equivalences are then read again among all of them. The network view
 * does not walk undercuts (they do not change P(C)), but AIF keeps them.
 */
async function withUndercuts(
  db: PrismaClient,
  viewerId: number,
  network: ArgumentNetwork,
): Promise<{
  network: ArgumentNetwork;
  undercuts: { argumentId: string; targetArgumentId: string }[];
}> {
  const known = new Set(network.arguments.map((argument) => argument.id));
  const added: number[] = [];
  let frontier = [...known];
  while (frontier.length > 0 && known.size < LIMITS.networkArguments) {
    const rows = await db.dialecticalRelationship.findMany({
      where: {
        targetArgumentId: { in: frontier },
        targetClaimId: null,
        sourceArgument: visibleTo(viewerId),
      },
      orderBy: { id: 'asc' },
      select: { sourceArgumentId: true },
    });
    frontier = [];
    for (const id of new Set(rows.map((row) => row.sourceArgumentId))) {
      if (known.has(id) || known.size >= LIMITS.networkArguments) continue;
      const walk = await walkNetwork(db, viewerId, id, LIMITS.networkArguments - known.size);
      for (const found of walk.ids) {
        if (known.has(found) || known.size >= LIMITS.networkArguments) continue;
        known.add(found);
        added.push(found);
        frontier.push(found);
      }
    }
  }
  const argumentsOf = [...network.arguments, ...(await getArgumentDetails(db, viewerId, added))];
  const ids = argumentsOf.map((argument) => argument.id);
  const rows = await db.dialecticalRelationship.findMany({
    where: { sourceArgumentId: { in: ids }, targetArgumentId: { in: ids } },
    orderBy: { id: 'asc' },
    select: { sourceArgumentId: true, targetArgumentId: true, targetClaimId: true, linkType: true },
  });
  const links = rows.flatMap((row) =>
    row.targetClaimId === null
      ? []
      : [
          {
            sourceArgumentId: row.sourceArgumentId,
            targetArgumentId: row.targetArgumentId,
            targetClaimId: row.targetClaimId,
            linkType: row.linkType === 'support' ? ('support' as const) : ('refute' as const),
          },
        ],
  );
  const undercuts = rows
    .filter((row) => row.targetClaimId === null)
    .map((row) => ({
      argumentId: String(row.sourceArgumentId),
      targetArgumentId: String(row.targetArgumentId),
    }));
  const equivalences =
    added.length === 0 ? network.equivalences : await equivalencesAmong(db, viewerId, ids);
  return { network: { ...network, arguments: argumentsOf, links, equivalences }, undercuts };
}

/**
 * The AIF export of argument `rootId` for `viewerId`, or null when it does not exist or the
 * viewer may not see it. Texts: every claim's wording, by claim id; titles: every argument's. Throws
 * {@link AifExportError} when `toAif` refuses the network (it should never: the host's ids are
 * non-empty and its probabilities checked when saved).
 */
export async function exportAif(
  db: PrismaClient,
  viewerId: number,
  rootId: number,
): Promise<AifExport | null> {
  const found = await getArgumentNetwork(db, viewerId, rootId);
  if (!found) return null;
  const { network, undercuts } = await withUndercuts(db, viewerId, found);
  const texts: Record<string, string> = {};
  for (const argument of network.arguments) {
    for (const premise of argument.premises) texts[premise.id] = premise.content;
    texts[argument.conclusion.id] = argument.conclusion.content;
  }
  // Each RA keeps its argument's title, which Credence reads back on import (AIF has none).
  const titles: Record<string, string> = {};
  for (const argument of network.arguments) titles[String(argument.id)] = argument.title;
  const input: AifNetwork = { ...networkInput(network, null), undercuts };
  let document: AifDocument;
  try {
    document = toAif(input, texts, titles);
  } catch (problem) {
    if (problem instanceof RangeError) throw new AifExportError(problem.message);
    throw problem;
  }
  const root = network.arguments[0]!;
  return { document, filename: aifFileName(root.title, root.id) };
}
