import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDirection } from '../../../contract/catalog';
import { AppModal } from '../../components/app-modal';
import { usePermissions } from '../../lib/permissions';
import { CatalogDelete } from './catalog-delete';
import { type CatalogEditing, CatalogFormModal } from './catalog-forms';
import { type CatalogItem, type CatalogKind, CatalogPick, useCatalogItems } from './catalog-pick';
import { type BoundSpeciality, type SpecialityBinding, useSpecialityBinding } from './speciality-binding';

/** Where the modal opens (the cascade's place) and where a new binding sends the cascade. */
interface SpecialityPlace {
  idFaculty: number;
  /** The faculty's name in the interface language: the modal says where a binding goes. */
  faculty: string;
  direction: number | null;
  form: number | null;
  special: number | null;
}

/**
 * The specialty modal (SPEC §2): pick a direction, a study form and a speciality name (each can be added,
 * edited or deleted here), and bind them to the faculty; the trimester / doctorate mode is offered only when
 * check-all says so (SPEC §4), another postgraduate programme (Phd 1) always. A binding that exists is
 * refused by the server (sms 3, warning toast). It opens on the cascade's place, and a new binding moves
 * the cascade to it (decision 0032).
 */
export function SpecialityModal({
  place,
  onBound,
  onClose,
}: {
  /** Null keeps the modal closed. */
  place: SpecialityPlace | null;
  onBound: (speciality: BoundSpeciality) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { refusal } = usePermissions();
  const idFaculty = place?.idFaculty ?? null;
  // Loaded when the modal opens: the screen stays light for everyone who only passes through it.
  const opened = idFaculty !== null;
  const items = useCatalogItems(opened);
  const [picked, setPicked] = useState<Record<CatalogKind, number | null>>({
    direction: place?.direction ?? null,
    form: place?.form ?? null,
    special: place?.special ?? null,
  });
  const [editing, setEditing] = useState<CatalogEditing | null>(null);
  const [deleting, setDeleting] = useState<{ kind: CatalogKind; item: CatalogItem } | null>(null);
  const binding = useSpecialityBinding(idFaculty, picked, onBound);

  return (
    <AppModal opened={opened} onClose={onClose} title={t('educational.speciality.title')} size="lg">
      <Stack gap="sm">
        {(['direction', 'form', 'special'] as const).map((kind) => (
          <CatalogPick
            key={kind}
            kind={kind}
            items={items[kind]}
            picked={picked[kind]}
            onPick={(id) => setPicked({ ...picked, [kind]: id })}
            onEdit={setEditing}
            onDelete={(item) => setDeleting({ kind, item })}
            refusal={refusal(saveDirection)}
          />
        ))}
        <BindingModes binding={binding} />
        {place && (
          <Text size="sm" fw={600}>
            {t('educational.speciality.bindsTo', { faculty: place.faculty })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('confirmDelete.close')}
          </Button>
          <Button disabled={!binding.complete} loading={binding.pending} onClick={binding.bindChosen}>
            {t('educational.speciality.bind')}
          </Button>
        </Group>
      </Stack>
      <CatalogFormModal editing={editing} onClose={() => setEditing(null)} />
      <CatalogDelete
        deleting={deleting}
        onDeleted={(kind) => {
          setPicked({ ...picked, [kind]: null });
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </AppModal>
  );
}

/** The trimester / doctorate modes, exclusive; a bound speciality's own shown, locked. */
function BindingModes({ binding }: { binding: SpecialityBinding }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg">
      {binding.modes.map((option) => (
        <Checkbox
          key={option}
          label={t(`educational.speciality.${option}`)}
          checked={binding.shownMode === option}
          disabled={binding.existing !== undefined}
          // The modes are exclusive: ticking one unticks the other.
          onChange={(event) => binding.setMode(event.currentTarget.checked ? option : 'none')}
        />
      ))}
      {binding.existing && (
        <Text size="sm" c="dimmed">
          {t('educational.speciality.modeLocked')}
        </Text>
      )}
    </Group>
  );
}
