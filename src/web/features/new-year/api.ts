import {
  applyTurnover,
  previewTurnover,
  type TurnoverEntry,
  type TurnoverRequest,
  turnoverBlockers,
  turnoverProgress,
  turnoverReportOf,
  turnovers,
  undoTurnover,
} from '../../../contract/new-year';
import { callApi, SCREEN_HANDLES_FAILURES } from '../../api/client';
import { read } from '../../api/queries';

/** The latest turnovers, newest first. */
export const turnoversQuery = () => read(turnovers);
/** An applied turnover's report; its reasons are worded in the interface language. */
export const reportQuery = (idTurnover: number, language: string) =>
  read(turnoverReportOf, { idTurnover }, { language });

/** What keeps a turnover from being undone, named in the interface language; read afresh on each showing. */
export const blockersQuery = (idTurnover: number, language: string) =>
  read(turnoverBlockers, { idTurnover }, { language });

export const preview = (request: TurnoverRequest) => callApi(previewTurnover, request);
/**
 * The screen shows a 409 (the data changed since the preview) itself, offering to preview again; the
 * apply is named (progressId) so that its progress can be asked meanwhile.
 */
export const apply = (request: TurnoverRequest, token: string, progressId: string) =>
  callApi(applyTurnover, { ...request, token, progressId }, SCREEN_HANDLES_FAILURES);

/** How far a running apply has gone; a failed poll says nothing (the apply's own answer will). */
export const progressQuery = (progressId: string) =>
  read(turnoverProgress, { progressId }, { call: SCREEN_HANDLES_FAILURES });

/** A new apply's name: random, so that no one else's poll finds it. */
export const newProgressId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
export const undo = (entry: Pick<TurnoverEntry, 'idTurnover' | 'rowVersion'>) =>
  callApi(undoTurnover, { idTurnover: entry.idTurnover, rowVersion: entry.rowVersion });
