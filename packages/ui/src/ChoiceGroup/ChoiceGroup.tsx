import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Inline } from '../Inline/Inline';
import { type FieldErrorMessage, FieldMessages, isFieldInvalid } from '../TextField/FieldMessages';
import * as field from '../TextField/TextField.css';
import { choice, group } from './ChoiceGroup.css';

/** One option of a {@link ChoiceGroup}. */
export interface ChoiceOption<V extends string> {
  /** The value submitted and passed to `onChange`. */
  value: V;
  /** What the pill shows; also its accessible name unless `aria-label` is given. */
  label: ReactNode;
  /** An accessible name when `label` is a symbol. */
  'aria-label'?: string;
  isDisabled?: boolean;
}

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps<V extends string> {
  /** The group's label. */
  label: ReactNode;
  /** The options, in order. */
  options: ReadonlyArray<ChoiceOption<V>>;
  /** The chosen value (controlled); `null` for none. */
  value?: V | null;
  /** The first chosen value when uncontrolled. */
  defaultValue?: V;
  /** Called with the newly chosen value. */
  onChange?: (value: V) => void;
  /** The form field name: the group then posts its value in a plain `<form>`. */
  name?: string;
  /** Help text under the options. */
  description?: ReactNode;
  /** The error under the options; it also marks the group invalid. */
  errorMessage?: FieldErrorMessage;
  /** Invalid without a message of its own (default: whether `errorMessage` is a string). */
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Working (e.g. saving the choice): the progress cursor over the group (`data-busy`). */
  isBusy?: boolean;
}

/**
 * A radio group drawn as a row of pills (the `choice` recipe) on react-aria's `RadioGroup`:
 * arrow keys move the choice, and with `name` it posts like native radios.
 */
export function ChoiceGroup<V extends string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  name,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
  isBusy = false,
}: ChoiceGroupProps<V>) {
  return (
    <RadioGroup
      className={group}
      orientation="horizontal"
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => onChange?.(next as V)}
      name={name}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      validationBehavior="aria"
      data-busy={isBusy || undefined}
    >
      <Label className={field.label}>{label}</Label>
      <Inline space="small">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            aria-label={option['aria-label']}
            className={choice()}
          >
            {option.label}
          </Radio>
        ))}
      </Inline>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </RadioGroup>
  );
}
