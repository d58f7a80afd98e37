/**
 * A moment (ISO text) as the Date whose UTC fields are the wall clock of `timeZone` then: a workbook has
 * no time zones, so the time written is the one the screen shows (the university's).
 */
export function wallClockOf(moment: string, timeZone: string): Date | null {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  return new Date(
    Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second),
  );
}
