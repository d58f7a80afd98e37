import { Center, Loader, Text } from '@mantine/core';

/** SPEC §2 fixes the lazy-loading fallback text; it is the same in every interface language. */
const LAZY_FALLBACK_TEXT = 'Загрузка...';

/** A centred loading line with a spinner; `text` defaults to the lazy-loading fallback. */
export function Loading({ text = LAZY_FALLBACK_TEXT }: { text?: string }) {
  const lang = text === LAZY_FALLBACK_TEXT ? 'ru' : undefined;
  return (
    <Center mih={200} h="100%" role="status">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text lang={lang}>{text}</Text>
    </Center>
  );
}
