import { choice } from '../ChoiceGroup/ChoiceGroup.css';
import { rowAtoms } from '../theme/layout';

export const toggles = rowAtoms('small', { wrap: false });

/** Show or hide a panel: a small pill, framed in the brand colour while its panel shows. */
export const toggle = choice({ size: 'small', selectedTone: 'subtle' });

export { iconSize as icon } from '../theme/shared.css';
