/** Props of {@link ModelPicker}. */
export interface ModelPickerProps {
  /** Visible label. */
  label?: string;
}

/** An AI model picker (work in progress). */
export function ModelPicker({ label = 'Model' }: ModelPickerProps) {
  return <span>{label}</span>;
}
