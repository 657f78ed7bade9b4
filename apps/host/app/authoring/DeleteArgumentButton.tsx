/**
 * 'Delete argument' with a confirmation: the dialog names the argument and what goes with it;
 * only its 'Delete' calls `DELETE /api/arguments/:id` (the owner's; the server checks).
 */
import type { CredenceClient } from '@credence/api';
import { Button, type ButtonSize, Dialog, Text } from '@credence/ui';
import { useState } from 'react';

/** Props of {@link DeleteArgumentButton}. */
export interface DeleteArgumentButtonProps {
  client: CredenceClient;
  argument: { id: number; title: string };
  /** Called once the argument is deleted (e.g. go home, or reload the list). */
  onDeleted: () => void;
  /** The button's label; default 'Delete argument'. */
  label?: string;
  /** The button's size; default `'standard'`. */
  size?: ButtonSize;
  /** The id of what names the argument beside the button (its title in a list). */
  describedBy?: string;
}

export function DeleteArgumentButton({
  client,
  argument,
  onDeleted,
  label = 'Delete argument',
  size,
  describedBy,
}: DeleteArgumentButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      await client.deleteArgument({ id: argument.id });
      setOpen(false);
      onDeleted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Button
        variant="danger"
        size={size}
        aria-describedby={describedBy}
        onPress={() => setOpen(true)}
      >
        {label}
      </Button>
      <Dialog
        title="Delete this argument?"
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onPress={remove}
              isPending={isDeleting}
              pendingLabel="Deleting..."
            >
              Delete
            </Button>
          </>
        }
      >
        <Text component="p" breakWords>
          “{argument.title}” will be deleted for good, with everyone's evaluations of it. Arguments
          linked to it stay, without the link.
        </Text>
        {error ? (
          <Text component="p" tone="critical" role="alert">
            {error}
          </Text>
        ) : null}
      </Dialog>
    </>
  );
}
