import { useTranslation } from 'react-i18next';
import type { CallDefinition } from '../../../contract/call';
import type { RecordKind } from '../../../contract/history';
import type { ImportTableName } from '../../../contract/import';
import type { UsageKind } from '../../../contract/usage';
import type { AppTexts } from '../../i18n/i18next';
import { useLocalName } from '../../i18n/use-local-name';
import type { FormField, FormValues } from '../form-modal/fields';
import type { Column } from '../paged-table/paged-search-table';
import type { ReferenceNames } from './names';
import { type ListCall, type ReferenceCalls, type RowOf, referenceApi } from './reference-api';
import { ReferenceScreen } from './reference-screen';

/** A text group with the titles of a form (add, edit) whose screen routes.<group> names too. */
type ScreenTexts = {
  [Group in keyof AppTexts & keyof AppTexts['routes']]: AppTexts[Group] extends { add: string; edit: string }
    ? Group
    : never;
}[keyof AppTexts & keyof AppTexts['routes']];

/** What a screen shows and edits after the names (a department's faculty), and the values of its fields. */
export interface MoreParts<Row, More extends FormValues> {
  columns: Column<Row>[];
  fields: FormField<More>[];
  empty: More;
  valuesOf: (row: Row) => More;
}

interface NamedReferenceSpec<
  L extends ListCall,
  S extends CallDefinition,
  Key extends string,
  More extends FormValues,
> extends ReferenceCalls<L, S, Record<Key, string> & More> {
  /** The texts of the screen: routes.<texts> is its title, <texts>.add and <texts>.edit its form's. */
  texts: ScreenTexts;
  /**
   * The name of its table in the export and the import (contract/export.ts, contract/import.ts): the API's
   * wire value, which may be SPEC's name of the concept ('kafedra' for the departments).
   */
  table: Extract<ImportTableName, 'direction' | 'speciality' | 'kafedra' | 'qual' | 'level'>;
  names: ReferenceNames<RowOf<L>, Key>;
  /** The kind of record for the usage read: the delete confirmation says where a row is used (decision 0035). */
  usageKind: UsageKind;
  /** The kind of record a row is, for its History (decision 0045). */
  historyKind: RecordKind;
  /** The hook of the screen's own parts after the names (they offer what a catalog read holds). */
  useMore?: () => MoreParts<RowOf<L>, More>;
  /** For a call of the `faculty` rule: the faculty a row belongs to (contract/access.ts). */
  facultyOf?: (row: RowOf<L>) => number;
}

/**
 * The screen of a reference list of named records (SPEC §2): its rows' code or short name and three
 * names, maybe more, in a searchable table with the add/edit form and delete of ReferenceScreen; a row
 * whose edit flag is false is locked (SPEC §4, §5).
 */
export function namedReferenceScreen<
  L extends ListCall<{ edit: boolean }>,
  S extends CallDefinition,
  Key extends string,
  More extends FormValues = Record<never, never>,
>(spec: NamedReferenceSpec<L, S, Key, More>) {
  type Row = RowOf<L>;
  type Values = Record<Key, string> & More;
  const api = referenceApi<L, S, Values>(spec);
  const { names } = spec;
  const access = { ...api.access, facultyOf: spec.facultyOf };
  const useMore = spec.useMore ?? noMore;
  return function NamedReferencePage() {
    const { t } = useTranslation();
    const localName = useLocalName();
    // Without parts of its own, a screen's More is its default: nothing.
    const more = useMore() as MoreParts<Row, More>;
    return (
      <ReferenceScreen
        title={t(`routes.${spec.texts}`)}
        query={api.listQuery()}
        columns={[...names.columns(t, localName), ...more.columns]}
        rowKey={spec.idOf}
        searchTexts={names.texts}
        translations={names.translations}
        rowLabel={(row) => names.label(row, localName)}
        // The delete confirmation shows the Russian name (SPEC §2).
        deleteName={(row) => names.of(row).ru}
        usageKind={spec.usageKind}
        history={(row) => ({ kind: spec.historyKind, id: spec.idOf(row) })}
        exported={{ table: spec.table }}
        imported={{ target: { table: spec.table } }}
        // L's rows have their edit flag, which RowOf<L> cannot show while L is open.
        isLocked={(row) => !(row as { edit: boolean }).edit}
        form={{
          addTitle: t(`${spec.texts}.add`),
          editTitle: t(`${spec.texts}.edit`),
          fields: [...names.fields<Values>(t, localName), ...more.fields],
          emptyValues: { ...names.empty, ...more.empty },
          valuesOf: (row) => ({ ...names.values(row), ...more.valuesOf(row) }),
        }}
        mutations={api.useMutations()}
        access={access}
      />
    );
  };
}

/** A screen with nothing after its names. */
const noMore = () => ({ columns: [], fields: [], empty: {}, valuesOf: () => ({}) });
