/**
 * Tests only (not exported): steps on the 'Configure Premise Dependencies' card and the results
 * panel embedded in the dialog's tabs, for the mocks' remote-work argument (c102 depends on c101,
 * c103 on the external claim c901).
 */
import { claimFixtures } from '@credence/mocks';
import { expect } from 'vitest';
import { type Locator, page } from 'vitest/browser';

const text = (id: string) => claimFixtures.find((claim) => claim.id === id)?.content ?? id;

/** The editor's card title of the dependency `target` ← `source` (source learned TRUE). */
export const dependencyTitle = (sourceId: string, targetId: string) =>
  `"${text(sourceId)}" is TRUE → "${text(targetId)}"`;

/** The remote-work argument's two stored dependencies. */
export const REMOTE_WORK_DEPENDENCIES = [
  dependencyTitle('c101', 'c102'),
  dependencyTitle('c901', 'c103'),
] as const;

/** The value after a term of the results panel (e.g. 'Final P(C)'), or undefined. */
export function resultOf(scope: Locator, term: string): string | undefined {
  const terms = [...scope.element().querySelectorAll('dt')];
  return terms.find((dt) => dt.textContent === term)?.nextElementSibling?.textContent ?? undefined;
}

/** Expands the 'Configure Premise Dependencies' card (it starts collapsed). */
export async function expandDependencyCard(scope: Locator) {
  const trigger = scope.getByRole('button', { name: /Configure Premise Dependencies/ });
  await trigger.click();
  await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
}

/** Removes the dependency card titled `title` through the confirmation dialog. */
export async function removeDependency(scope: Locator, title: string) {
  const card = scope.getByRole('listitem', { name: title });
  await card.getByRole('button', { name: title.split('"')[1] ?? title }).click();
  await card.getByRole('button', { name: 'Remove Dependency' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Dependency' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect.element(card).not.toBeInTheDocument();
}
