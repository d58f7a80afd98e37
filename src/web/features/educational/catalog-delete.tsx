import { deleteDirection, deleteSpecial, deleteStudyForm } from '../../../contract/catalog';
import type { UsageKind } from '../../../contract/usage';
import { callApi } from '../../api/client';
import { useWrite } from '../../api/write';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import type { CatalogItem, CatalogKind } from './catalog-pick';

/** The catalog's kinds as the usage read names them. */
const usageKindOf: Record<CatalogKind, UsageKind> = {
  direction: 'direction',
  form: 'studyForm',
  special: 'special',
};

/**
 * The question before a catalog item of the speciality modal is deleted (it says where the item is used),
 * and the delete.
 */
export function CatalogDelete({
  deleting,
  onDeleted,
  onClose,
}: {
  /** The item asked about; null keeps the question closed. */
  deleting: { kind: CatalogKind; item: CatalogItem } | null;
  onDeleted: (kind: CatalogKind) => void;
  onClose: () => void;
}) {
  const remove = useWrite(
    [deleteDirection, deleteStudyForm, deleteSpecial],
    ({ kind, id }: { kind: CatalogKind; id: number }) => {
      if (kind === 'direction') return callApi(deleteDirection, { idDirection: id });
      if (kind === 'form') return callApi(deleteStudyForm, { idFeduc: id });
      return callApi(deleteSpecial, { idSpecial: id });
    },
  );
  return (
    <ConfirmDeleteModal
      name={deleting?.item.ru ?? null}
      usage={deleting && { kind: usageKindOf[deleting.kind], id: deleting.item.id }}
      pending={remove.isPending}
      onConfirm={() =>
        deleting &&
        remove.mutate(
          { kind: deleting.kind, id: deleting.item.id },
          { onSuccess: () => onDeleted(deleting.kind) },
        )
      }
      onClose={onClose}
    />
  );
}
