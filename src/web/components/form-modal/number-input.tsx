import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanDecimal, cleanDigits } from '../inline-edit-table/inline-edit';

interface FormNumberInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: number | '' | undefined;
  onChange: (value: number | '') => void;
  /** The largest number allowed (SPEC §5: no negatives). */
  max: number;
  /** Digits after the point; none by default. */
  decimals?: number;
}

/** The number a field holds as its text: what the user typed, '' for none. */
const asText = (value: number | '' | undefined) => (value === '' || value === undefined ? '' : String(value));

/**
 * A form's number: digits (and one point where decimals are allowed), never more digits than its largest
 * value has. A letter, a minus or an extra digit is not taken, and the field says so with its rule
 * (nothing typed is dropped unsaid), until the next accepted keystroke. A number within the
 * digits but above the largest value stays as typed, and the form refuses it with the range.
 */
export function FormNumberInput({ value, onChange, max, decimals, error, ...input }: FormNumberInputProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  // What is being typed: '12.' is on its way to 12.5, and must not be shown back as '12'.
  const [typing, setTyping] = useState<string | null>(null);
  const wholeDigits = String(Math.floor(max)).length;
  const shown = typing !== null && Number(typing.replace(',', '.')) === value ? typing : asText(value);

  const accept = (text: string) => {
    const cleaned = decimals
      ? cleanDecimal(text, wholeDigits + 1 + decimals, decimals)
      : cleanDigits(text, wholeDigits);
    // The whole part of a decimal is held to the largest value's digits as well.
    const whole = cleaned.value.split(/[.,]/)[0] ?? '';
    const tooLong = whole.length > wholeDigits;
    setRefused(cleaned.refused || tooLong);
    if (cleaned.refused || tooLong) return;
    setTyping(cleaned.value);
    onChange(cleaned.value === '' ? '' : Number(cleaned.value.replace(',', '.')));
  };

  const rule = decimals ? t('form.decimalOnly', { max, decimals }) : t('form.digitsOnly', { max });
  return (
    <TextInput
      {...input}
      inputMode={decimals ? 'decimal' : 'numeric'}
      value={shown}
      onChange={(event) => accept(event.currentTarget.value)}
      onBlur={(event) => {
        setRefused(false);
        setTyping(null);
        input.onBlur?.(event);
      }}
      error={refused ? rule : error}
    />
  );
}
