import { FileInput } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * A form's text file (a licence): the browser's file picker, the file read whole as text into the form's
 * value ('' once cleared). Only what could fit the limit is read (four bytes a character at most), and a
 * character more: a larger file is then refused by the field's length rule, never read whole.
 */
export function TextFileInput({
  onText,
  maxLength,
  ...input
}: {
  label: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  description?: string;
  accept?: string;
  placeholder?: string;
  maxLength: number;
  onText: (text: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileInput
      {...input}
      value={file}
      clearable
      leftSection={<IconFileText size={16} aria-hidden />}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={(chosen) => {
        setFile(chosen);
        if (!chosen) return onText('');
        void chosen
          .slice(0, (maxLength + 1) * 4)
          .text()
          .then((text) => onText(text.slice(0, maxLength + 1)));
      }}
    />
  );
}
