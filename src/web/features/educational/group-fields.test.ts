import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { GroupFields } from './group-fields';
import ru from './texts/ru.json';

// The footer's group fields, as a viewer (or an editor of another faculty) sees them: read-only,
// their values shown in the text's colour, not greyed out as disabled, nor open to typing and ticking.
// Rendered as the page renders them (Mantine, the screen's texts), and read back from the markup.

const i18n = i18next.createInstance();
void i18n.init({ initAsync: false, lng: 'ru', resources: { ru: { translation: { educational: ru } } } });

type Props = ComponentProps<typeof GroupFields>;
const shown = (props: Partial<Props>) => {
  const all: Props = {
    picked: true,
    exists: true,
    readOnly: false,
    dop: 'вечерняя',
    individual: true,
    winter: true,
    winterPending: false,
    onDop: () => undefined,
    onIndividual: () => undefined,
    onWinter: () => undefined,
    ...props,
  };
  const html = renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(I18nextProvider, { i18n }, createElement(GroupFields, all)),
    ),
  );
  const inputs = [...html.matchAll(/<input [^>]*>/g)].map(([tag]) => tag);
  const text = inputs.find((tag) => tag.includes('type="text"') || !tag.includes('type='));
  const boxes = inputs.filter((tag) => tag.includes('type="checkbox"'));
  return { html, text: text ?? '', boxes };
};
const has = (tag: string, attribute: string) => new RegExp(`\\s${attribute}(=|\\s|/|>)`).test(tag);

describe("the footer's group fields", () => {
  it('are read-only for a user who may not save them: the value there, a lock, nothing disabled', () => {
    const { html, text, boxes } = shown({ readOnly: true });
    expect(text).toContain('value="вечерняя"');
    expect(has(text, 'readOnly')).toBe(true);
    expect(has(text, 'disabled')).toBe(false);
    expect(text).toContain('data-variant="filled"');
    expect(html).toContain('tabler-icon-lock');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box).toContain('aria-readonly="true"');
      expect(has(box, 'checked')).toBe(true);
      expect(has(box, 'disabled')).toBe(false);
    }
    // The labels keep the text's colour: Mantine greys out only a disabled box's label.
    expect(html).not.toContain('data-disabled');
  });

  it('are editable for a user who may save them', () => {
    const { html, text, boxes } = shown({ readOnly: false });
    expect(has(text, 'readOnly')).toBe(false);
    expect(text).toContain('data-variant="default"');
    expect(html).not.toContain('tabler-icon-lock');
    for (const box of boxes) {
      expect(box).not.toContain('aria-readonly');
      expect(has(box, 'disabled')).toBe(false);
    }
  });

  it('are greyed out only while there is nothing to show: no group picked, winter reception of a new group', () => {
    const none = shown({
      readOnly: true,
      picked: false,
      exists: false,
      dop: '',
      individual: false,
      winter: false,
    });
    expect(has(none.text, 'disabled')).toBe(true);
    expect(none.html).not.toContain('tabler-icon-lock');
    for (const box of none.boxes) expect(has(box, 'disabled')).toBe(true);
    const fresh = shown({ readOnly: false, exists: false });
    expect(fresh.boxes.map((box) => has(box, 'disabled'))).toEqual([false, true]);
  });
});
