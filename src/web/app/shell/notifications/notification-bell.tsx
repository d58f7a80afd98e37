import {
  ActionIcon,
  Anchor,
  CloseButton,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_DELAY_MS } from '../../../../contract/limits';
import { getWiki, insertWiki, type WikiRow } from '../../../../contract/wiki';
import { callApi, SCREEN_HANDLES_FAILURES } from '../../../api/client';
import { read } from '../../../api/queries';
import { useWrite } from '../../../api/write';
import { anyModalOpen, subscribeModals } from '../../../components/open-modals';
import classes from '../shell.module.css';
import { dayOf, dueToday, markShown } from './auto-open';

// The bell is beside every screen: a failed read leaves it empty rather than toasting on each screen.
const news = () => read(getWiki, undefined, { call: SCREEN_HANDLES_FAILURES });

/**
 * The header's notifications (SPEC §2 "Notification widget", decision 0024): a bell with the unread count; it
 * opens by itself 15 s after load at most once a day and closes itself 15 s later, or with a click. An
 * item opens its link in a new tab and is marked read; its cross marks it read without opening it. Escape
 * (wherever the focus is) and a click outside close it (decision 0036).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const items = useQuery(news());
  const unread = (items.data ?? []).filter((item) => !item.read);
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpened(false), []);
  useAutoOpen(setOpened);
  useCloseOnEscape(opened, close);
  const markRead = useWrite(
    insertWiki,
    (item: WikiRow) => callApi(insertWiki, { idWiki: item.id_question_answer }, SCREEN_HANDLES_FAILURES),
    { silent: true },
  );

  const label = t('notifications.bell', { count: unread.length });
  return (
    <Indicator label={unread.length} size={16} disabled={unread.length === 0} offset={4}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={360}
        shadow="md"
        withinPortal
        closeOnClickOutside
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            title={label}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('notifications.title')} role="dialog">
          <Text fw={600} size="sm" mb="xs">
            {t('notifications.title')}
          </Text>
          {unread.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('notifications.none')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360} type="auto">
              <Stack gap={6} component="ul" className={classes.newsList}>
                {unread.map((item) => (
                  <Group
                    key={item.id_question_answer}
                    component="li"
                    gap="xs"
                    wrap="nowrap"
                    align="flex-start"
                    className={item.important ? `${classes.newsItem} ${classes.important}` : classes.newsItem}
                  >
                    <Anchor
                      href={item.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      fw={item.important ? 600 : undefined}
                      // Dark enough on the important item's tint (WCAG AA).
                      c={item.important ? 'red.9' : undefined}
                      onClick={() => markRead.mutate(item)}
                    >
                      {item.questions}
                    </Anchor>
                    <CloseButton
                      size="sm"
                      aria-label={t('notifications.markRead', { text: item.questions })}
                      onClick={() => markRead.mutate(item)}
                    />
                  </Group>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

/**
 * Opens the bell 15 s after load if it has not opened by itself today, and closes it 15 s later (§9). A
 * modal open at that moment is not covered: the bell waits until the last modal closes (decision 0036).
 */
function useAutoOpen(setOpened: (opened: boolean) => void) {
  useEffect(() => {
    const today = dayOf(new Date());
    if (!dueToday(window.localStorage, today)) return;
    let closing: ReturnType<typeof setTimeout> | undefined;
    let stopWaiting: (() => void) | undefined;
    const open = () => {
      markShown(window.localStorage, today);
      setOpened(true);
      closing = setTimeout(() => setOpened(false), NOTIFICATION_AUTO_CLOSE_MS);
    };
    const opening = setTimeout(() => {
      if (!anyModalOpen()) return open();
      stopWaiting = subscribeModals(() => {
        if (anyModalOpen()) return;
        stopWaiting?.();
        stopWaiting = undefined;
        open();
      });
    }, NOTIFICATION_DELAY_MS);
    return () => {
      clearTimeout(opening);
      clearTimeout(closing);
      stopWaiting?.();
    };
  }, [setOpened]);
}

/**
 * Escape closes the list also when the focus is not in it (it opened by itself, or the bell kept the
 * focus): Mantine's own Escape works only inside the dropdown. An open modal takes Escape first.
 */
function useCloseOnEscape(opened: boolean, close: () => void) {
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !anyModalOpen()) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened, close]);
}
