import { findPredicateCountermodel } from '@credence/engine';
import type { PredicateSignature } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { type DragEvent, type FormEvent, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './CounterexampleModal.css';
import { COUNTEREXAMPLE_MODAL_TEXT as T } from './CounterexampleModal.text';
import type { CounterexampleActor } from './useCounterexampleFinder';

/** The drag payload's type: a domain item's name. */
const DOMAIN_ITEM_TYPE = 'text/plain';

const tupleText = (tuple: readonly string[]) => `(${tuple.join(', ')})`;

interface PredicateBoxProps {
  signature: PredicateSignature;
  domain: readonly string[];
  extension: readonly string[][];
  isDisabled: boolean;
  onAdd: (tuple: string[]) => void;
  onRemove: (tuple: string[]) => void;
}

/**
 * A predicate and its extension. Dropping a domain item on a one-place predicate adds it; on a
 * predicate of more places it fills the next empty argument. The selects and the Add button do
 * the same from the keyboard.
 */
function PredicateBox({
  signature,
  domain,
  extension,
  isDisabled,
  onAdd,
  onRemove,
}: PredicateBoxProps) {
  const { name, arity } = signature;
  const [slots, setSlots] = useState<string[]>(() => Array.from({ length: arity }, () => ''));
  const [isDropTarget, setDropTarget] = useState(false);
  const complete = slots.every((slot) => domain.includes(slot));

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDropTarget(false);
    const item = event.dataTransfer.getData(DOMAIN_ITEM_TYPE);
    if (!domain.includes(item) || isDisabled) return;
    if (arity === 1) {
      onAdd([item]);
      return;
    }
    const empty = slots.findIndex((slot) => !domain.includes(slot));
    setSlots(slots.map((slot, i) => (i === (empty === -1 ? 0 : empty) ? item : slot)));
  };

  return (
    <section
      className={isDropTarget ? styles.predicateBoxActive : styles.predicateBox}
      aria-label={`${name}/${arity}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={drop}
    >
      <h4 className={styles.predicateName}>
        <span className={styles.mono}>{name}</span>
        <span className={styles.muted}>/{arity}</span>
      </h4>
      {extension.length === 0 ? (
        <p className={styles.muted}>{T.emptyExtension}</p>
      ) : (
        <ul className={styles.chips} aria-label={`Extension of ${name}`}>
          {extension.map((tuple) => (
            <li key={tuple.join('\u0000')} className={styles.chip}>
              <span className={styles.mono}>{arity === 1 ? tuple[0] : tupleText(tuple)}</span>
              <AriaButton
                className={styles.chipRemove}
                aria-label={T.removeTuple(name, tupleText(tuple))}
                isDisabled={isDisabled}
                onPress={() => onRemove(tuple)}
              >
                ×
              </AriaButton>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.slots}>
        {slots.map((slot, index) => (
          <select
            // biome-ignore lint/suspicious/noArrayIndexKey: argument positions are fixed
            key={index}
            className={styles.select}
            aria-label={T.slotLabel(name, index + 1)}
            value={domain.includes(slot) ? slot : ''}
            disabled={isDisabled}
            onChange={(event) =>
              setSlots(slots.map((other, i) => (i === index ? event.target.value : other)))
            }
          >
            <option value="">—</option>
            {domain.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
        ))}
        <Button
          variant="secondary"
          isDisabled={isDisabled || !complete}
          onPress={() => {
            onAdd([...slots]);
            setSlots(slots.map(() => ''));
          }}
        >
          {T.addTuple(name)}
        </Button>
      </div>
    </section>
  );
}

interface DomainItemProps {
  item: string;
  names: readonly string[];
  isDisabled: boolean;
  onRemove: () => void;
  onAddName: (name: string) => void;
  onRemoveName: (name: string) => void;
}

/** A domain item: draggable onto predicates, removable, with its alternative names. */
function DomainItem({
  item,
  names,
  isDisabled,
  onRemove,
  onAddName,
  onRemoveName,
}: DomainItemProps) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAddName(name);
    setName('');
  };
  return (
    <li className={styles.domainItem} aria-label={item}>
      <div className={styles.domainItemHeader}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is a shortcut; the predicate boxes' selects do the same from the keyboard. */}
        <span
          className={styles.draggable}
          draggable={!isDisabled}
          onDragStart={(event) => {
            event.dataTransfer.setData(DOMAIN_ITEM_TYPE, item);
            event.dataTransfer.effectAllowed = 'copy';
          }}
        >
          <span className={styles.mono}>{item}</span>
        </span>
        <AriaButton
          className={styles.chipRemove}
          aria-label={T.removeDomainItem(item)}
          isDisabled={isDisabled}
          onPress={onRemove}
        >
          ×
        </AriaButton>
      </div>
      {names.length > 0 ? (
        <ul className={styles.chips} aria-label={`Alternative names of ${item}`}>
          {names.map((other) => (
            <li key={other} className={styles.chip}>
              <span className={styles.mono}>{other}</span>
              <AriaButton
                className={styles.chipRemove}
                aria-label={T.removeAlternativeName(other)}
                isDisabled={isDisabled}
                onPress={() => onRemoveName(other)}
              >
                ×
              </AriaButton>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.inlineForm} onSubmit={submit}>
        <input
          className={styles.textInput}
          aria-label={T.alternativeNameLabel(item)}
          value={name}
          disabled={isDisabled}
          onChange={(event) => setName(event.target.value)}
        />
        <Button variant="secondary" type="submit" isDisabled={isDisabled}>
          {T.addAlternativeName}
        </Button>
      </form>
    </li>
  );
}

/** Props of {@link PredicatePanel}. */
export interface PredicatePanelProps {
  actorRef: CounterexampleActor;
}

/**
 * The predicate countermodel: the domain (add, remove, alternative names), a box per predicate
 * of the formulas whose extension is built by dragging items onto it (or picking them), a search
 * for a countermodel by the engine, and 'Validate Counterexample'. The messages come from the
 * machine; the model is checked by the engine.
 */
export function PredicatePanel({ actorRef }: PredicatePanelProps) {
  const state = useSelector(actorRef, (snapshot) => ({
    data: snapshot.context.predicateData,
    validationMessage: snapshot.context.validationMessage,
    evaluating: snapshot.matches({ countermodel: { predicate: 'evaluating' } }),
    premises: snapshot.context.regimentedPremises.map((item) => item.regimentedContent),
    conclusion: snapshot.context.regimentedConclusion.regimentedContent,
  }));
  const [itemName, setItemName] = useState('');
  const [searchNote, setSearchNote] = useState<string | null>(null);
  const send = actorRef.send;
  const { data } = state;
  const isDisabled = state.evaluating;

  const addItem = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'ADD_DOMAIN_ITEM', name: itemName });
    setItemName('');
  };

  // The engine searches small domains; the model found is entered through the machine's own
  // events, so the machine's rules (names, tuples) apply to it as to a hand-made model.
  const search = () => {
    let result: ReturnType<typeof findPredicateCountermodel>;
    try {
      result = findPredicateCountermodel({
        premises: state.premises,
        conclusion: state.conclusion,
      });
    } catch {
      setSearchNote(T.countermodelCannotSearch);
      return;
    }
    if (!result.found || !result.model) {
      setSearchNote(T.countermodelNotFound(result.searchedUpTo));
      return;
    }
    setSearchNote(null);
    const { model } = result;
    for (const item of data.domain) send({ type: 'REMOVE_DOMAIN_ITEM', name: item });
    for (const item of model.domain) send({ type: 'ADD_DOMAIN_ITEM', name: item });
    for (const [item, names] of Object.entries(model.alternativeNames)) {
      for (const name of names) send({ type: 'ADD_ALTERNATIVE_NAME', item, name });
    }
    for (const [predicate, tuples] of Object.entries(model.interpretations)) {
      for (const tuple of tuples) send({ type: 'ADD_TO_INTERPRETATION', predicate, tuple });
    }
  };

  return (
    <div className={styles.stage}>
      <div className={styles.predicateLayout}>
        <section className={styles.domain} aria-label={T.domainLabel}>
          <h3 className={styles.sectionTitle}>{T.domainLabel}</h3>
          <form className={styles.inlineForm} onSubmit={addItem}>
            <input
              className={styles.textInput}
              aria-label={T.domainItemLabel}
              value={itemName}
              disabled={isDisabled}
              onChange={(event) => setItemName(event.target.value)}
            />
            <Button type="submit" variant="secondary" isDisabled={isDisabled}>
              {T.addDomainItem}
            </Button>
          </form>
          {data.domain.length === 0 ? (
            <p className={styles.muted}>{T.emptyDomain}</p>
          ) : (
            <ul className={styles.domainList} aria-label={`${T.domainLabel} items`}>
              {data.domain.map((item) => (
                <DomainItem
                  key={item}
                  item={item}
                  names={data.alternativeNames[item] ?? []}
                  isDisabled={isDisabled}
                  onRemove={() => send({ type: 'REMOVE_DOMAIN_ITEM', name: item })}
                  onAddName={(name) => send({ type: 'ADD_ALTERNATIVE_NAME', item, name })}
                  onRemoveName={(name) => send({ type: 'REMOVE_ALTERNATIVE_NAME', item, name })}
                />
              ))}
            </ul>
          )}
        </section>
        <section className={styles.predicates} aria-label={T.predicatesLabel}>
          <h3 className={styles.sectionTitle}>{T.predicatesLabel}</h3>
          <p className={styles.muted}>{T.predicateHint}</p>
          {data.predicates.length === 0 ? <p className={styles.muted}>{T.noPredicates}</p> : null}
          {data.predicates.map((signature) => (
            <PredicateBox
              key={signature.name}
              signature={signature}
              domain={data.domain}
              extension={data.interpretations[signature.name] ?? []}
              isDisabled={isDisabled}
              onAdd={(tuple) =>
                send({ type: 'ADD_TO_INTERPRETATION', predicate: signature.name, tuple })
              }
              onRemove={(tuple) =>
                send({ type: 'REMOVE_FROM_INTERPRETATION', predicate: signature.name, tuple })
              }
            />
          ))}
        </section>
      </div>
      {searchNote ? (
        <p className={styles.infoText} role="status">
          {searchNote}
        </p>
      ) : null}
      {state.validationMessage ? (
        <p className={styles.errorText} role="alert">
          {state.validationMessage}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={isDisabled} onPress={search}>
          {T.searchCountermodel}
        </Button>
        <Button
          isPending={state.evaluating}
          pendingLabel={T.validating}
          onPress={() => send({ type: 'VALIDATE' })}
        >
          {T.validate}
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'CANCEL' })}>
          {T.cancel}
        </Button>
      </div>
    </div>
  );
}
