import { dependencyEditorMessages as M } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { DEPENDENCY_EDITOR_TEXT as T } from './DependencyEditor.text';
import type { DependencyEditorActor } from './useDependencyEditor';

/**
 * The editor's two dialogs: 'Remove Dependency' (the spec's confirmation, Cancel and Remove;
 * Remove is busy while the delete call runs) and 'Duplicate Dependency' (the machine's text and
 * OK). Escape or the close button cancel the removal or dismiss the duplicate notice.
 */
export function DependencyEditorDialogs({ actorRef }: { actorRef: DependencyEditorActor }) {
  const isConfirming = useSelector(actorRef, (snapshot) =>
    snapshot.matches({ ready: { list: 'confirmingRemoval' } }),
  );
  const isRemoving = useSelector(actorRef, (snapshot) =>
    snapshot.matches({ ready: { list: 'removing' } }),
  );
  const duplicateMessage = useSelector(actorRef, (snapshot) =>
    snapshot.matches({ ready: { form: 'duplicate' } }) ? snapshot.context.duplicateMessage : null,
  );
  const cancelRemoval = () => actorRef.send({ type: 'CANCEL_REMOVE' });
  const dismissDuplicate = () => actorRef.send({ type: 'DISMISS_DUPLICATE' });
  return (
    <>
      <Dialog
        title={T.removeTitle}
        isOpen={isConfirming || isRemoving}
        onOpenChange={(open) => {
          if (!open) cancelRemoval();
        }}
        isDismissable={!isRemoving}
        footer={
          <>
            <Button variant="secondary" isDisabled={isRemoving} onPress={cancelRemoval}>
              {T.cancel}
            </Button>
            <Button
              variant="danger"
              isPending={isRemoving}
              onPress={() => actorRef.send({ type: 'CONFIRM_REMOVE' })}
            >
              {T.remove}
            </Button>
          </>
        }
      >
        <p>{M.REMOVE_CONFIRMATION_TEXT}</p>
      </Dialog>
      <Dialog
        title={T.duplicateTitle}
        isOpen={duplicateMessage !== null}
        onOpenChange={(open) => {
          if (!open) dismissDuplicate();
        }}
        footer={<Button onPress={dismissDuplicate}>{T.ok}</Button>}
      >
        <p>{duplicateMessage}</p>
      </Dialog>
    </>
  );
}
