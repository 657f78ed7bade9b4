import type { Version } from '@credence/api';
import type { z } from 'zod';
import type { MockArgument, MockVersion } from '../types';
import type { argumentsSlice } from './arguments';
import { logicOf } from './claimLogic';
import { nextId, type StoreState, timestamp } from './state';

type Arguments = ReturnType<typeof argumentsSlice>;

/** Each user's private version history of arguments. */
export function versionsSlice(state: StoreState, args: Arguments) {
  const versions = (userId: number, argumentId: number): MockVersion[] =>
    state.data.versions
      .filter((v) => v.userId === userId && v.argumentId === argumentId)
      .sort((a, b) => b.version_number - a.version_number);

  const add = (
    userId: number,
    argument: MockArgument,
    changeSummary: string,
    snapshot: MockVersion['snapshot'],
    parentVersionNumber: number | null,
  ): MockVersion => {
    const existing = versions(userId, argument.id);
    for (const version of existing) version.is_current = false;
    const version: MockVersion = {
      id: nextId(state.data.versions),
      argumentId: argument.id,
      userId,
      version_number: (existing[0]?.version_number ?? 0) + 1,
      is_current: true,
      is_canonical: false,
      change_summary: changeSummary,
      created_at: timestamp(state),
      parentVersionNumber,
      snapshot: structuredClone(snapshot),
    };
    state.data.versions.push(version);
    return version;
  };

  return {
    /** `userId`'s versions of an argument, newest first. */
    versions,
    /** A version as the API answers it (creator name and e-mail, parent version number). */
    versionView(version: MockVersion): z.infer<typeof Version> {
      const creator = state.data.users.find((user) => user.id === version.userId);
      return {
        id: version.id,
        version_number: version.version_number,
        is_current: version.is_current,
        is_canonical: version.is_canonical,
        change_summary: version.change_summary,
        created_at: version.created_at,
        creator: { name: creator?.name ?? 'Unknown', email: creator?.email ?? '' },
        parent_version:
          version.parentVersionNumber === null
            ? null
            : { version_number: version.parentVersionNumber },
      };
    },
    /** Takes a snapshot of what `userId` sees of the argument now. */
    createVersion(userId: number, argument: MockArgument, note: string): MockVersion {
      const current = versions(userId, argument.id)[0];
      return add(
        userId,
        argument,
        note,
        {
          title: argument.title,
          summarizedDescription: argument.summarizedDescription,
          argumentType: argument.argumentType,
          // Each claim's logic and the source text too, so a revert brings the formulas back.
          premises: argument.premiseIds.map((id) => ({
            id,
            content: args.claim(id)?.content ?? '',
            ...logicOf(args.claim(id)),
          })),
          conclusion: {
            id: argument.conclusionId,
            content: args.claim(argument.conclusionId)?.content ?? '',
            ...logicOf(args.claim(argument.conclusionId)),
          },
          ...(argument.sourceText ? { sourceText: argument.sourceText } : {}),
          ...args.dependencySettings(argument, userId),
        },
        current?.version_number ?? null,
      );
    },
    /** Restores a version as a new current version; undefined when it is not `userId`'s. */
    revertVersion(
      userId: number,
      argument: MockArgument,
      versionId: number,
      restoreContent?: (argument: MockArgument, snapshot: MockVersion['snapshot']) => void,
    ): MockVersion | undefined {
      const target = versions(userId, argument.id).find((v) => v.id === versionId);
      if (!target) return undefined;
      const { snapshot } = target;
      if (
        argument.ownerId === userId &&
        snapshot.premises &&
        snapshot.conclusion &&
        restoreContent
      ) {
        restoreContent(argument, snapshot);
      } else if (argument.ownerId === userId) {
        argument.title = snapshot.title;
        argument.summarizedDescription = snapshot.summarizedDescription;
      }
      args.setDependencySettings(argument, userId, snapshot);
      return add(
        userId,
        argument,
        `Reverted to version ${target.version_number}`,
        snapshot,
        target.version_number,
      );
    },
  };
}
