import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  SelectValue,
} from 'react-aria-components';
import { classNames } from '../Box/Box';
import { Popover } from '../Popover/Popover';
import { type FieldErrorMessage, FieldMessages, isFieldInvalid } from '../TextField/FieldMessages';
import * as field from '../TextField/TextField.css';
import { visuallyHidden } from '../theme/shared.css';
import * as styles from './Select.css';

/** One option of a {@link Select}. */
export interface SelectOption<K extends string> {
  /** The key: the value posted and passed to `onChange`. */
  id: K;
  /** The option's text (shown as text, never as markup). */
  label: string;
  isDisabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps<K extends string> {
  /** The label; its accessible name. */
  label: ReactNode;
  /** Hide the label visually (it stays for assistive technology), e.g. inside a sentence. */
  hideLabel?: boolean;
  /** The options, in order. */
  items: ReadonlyArray<SelectOption<K>>;
  /** The chosen key (controlled); `null` for none. */
  value?: K | null;
  /** The first chosen key when uncontrolled. */
  defaultValue?: K | null;
  /** Called with the newly chosen key (`null` when cleared). */
  onChange?: (value: K | null) => void;
  /** Shown while nothing is chosen; default `'Select an item'`. */
  placeholder?: string;
  /** The form field name: a hidden native select posts the value in a plain `<form>`. */
  name?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** The error under the field; a string marks it invalid. */
  errorMessage?: FieldErrorMessage;
  /** Invalid (default: whether `errorMessage` is a non-empty string). */
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** `'small'` text; default `'standard'`. */
  size?: 'standard' | 'small';
  /** `'full'` (default): as wide as its container; `'content'`: as its value (at most 20rem). */
  width?: 'full' | 'content';
  /** See `TextField`'s `validationBehavior`; default `'aria'`. */
  validationBehavior?: 'aria' | 'native';
}

/**
 * A labelled select on react-aria's `Select`: a trigger in the field look, a popover list,
 * typeahead and keyboard use, a description and an inline error. Option texts render as text.
 */
export function Select<K extends string>({
  label,
  hideLabel = false,
  items,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  size = 'standard',
  width = 'full',
  validationBehavior = 'aria',
  ...props
}: SelectProps<K>) {
  return (
    <AriaSelect
      className={field.root}
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | null) => onChange?.(key === null ? null : (String(key) as K))}
      placeholder={placeholder}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      validationBehavior={validationBehavior}
      {...props}
    >
      <Label className={hideLabel ? visuallyHidden : field.label}>{label}</Label>
      <AriaButton
        className={classNames(
          field.field({ size, trigger: true }),
          width === 'content' && styles.contentWidth,
        )}
      >
        <SelectValue className={styles.value} />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover width="trigger">
        <ListBox className={styles.listBox} items={items}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={styles.option}
            >
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
