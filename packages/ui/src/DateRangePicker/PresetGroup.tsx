import { createContext, useContext, useRef } from 'react';
import { mergeProps, useFocusRing, useRadio, useRadioGroup } from 'react-aria';
import { VisuallyHidden } from '../VisuallyHidden';
import { useRadioGroupState } from 'react-stately';
import type { RadioGroupState } from 'react-stately';
import { PresetOption, PresetStrip } from './DateRangePicker.styles';
import type { DateRangePreset } from './rangePresets';

const PresetState = createContext<RadioGroupState | null>(null);

function PresetRadio({ value, label }: { value: DateRangePreset; label: string }) {
  const state = useContext(PresetState);
  if (!state) throw new Error('PresetRadio outside PresetGroup');
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, isSelected } = useRadio({ value, children: label }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <PresetOption
      data-preset={value}
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      {label}
    </PresetOption>
  );
}

export interface PresetGroupProps {
  /** Accessible name of the radio group. */
  'aria-labelledby': string;
  presets: readonly DateRangePreset[];
  selected: DateRangePreset;
  labelOf: (preset: DateRangePreset) => string;
  onSelect: (preset: DateRangePreset) => void;
}

/**
 * The presets as an APG radio group drawn as a segmented control: Tab enters on the checked
 * preset, arrows move and choose (wrapping), so each arrow press chooses a preset.
 */
export function PresetGroup({ presets, selected, labelOf, onSelect, ...aria }: PresetGroupProps) {
  const state = useRadioGroupState({
    value: selected,
    onChange: (value) => onSelect(value as DateRangePreset),
    orientation: 'horizontal',
  });
  const { radioGroupProps } = useRadioGroup({ ...aria, orientation: 'horizontal' }, state);
  return (
    <PresetStrip {...radioGroupProps}>
      <PresetState.Provider value={state}>
        {presets.map((preset) => (
          <PresetRadio key={preset} value={preset} label={labelOf(preset)} />
        ))}
      </PresetState.Provider>
    </PresetStrip>
  );
}
