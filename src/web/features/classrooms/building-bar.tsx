import { Box, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconBuilding, IconSitemap } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type BuildingRow, buildings } from '../../../contract/classrooms';
import { read } from '../../api/queries';
import { useAddressedChoice } from '../../components/cascade/addressed-choice';
import { CascadeSelect } from '../../components/cascade/cascade-select';
import { useLocalName } from '../../i18n/use-local-name';
import { BUILDING_PARAM } from '../../lib/addresses';

/** The buildings, and the one whose classrooms are shown (null: none, or none yet loaded). */
export function useChosenBuilding() {
  const korpus = useQuery(read(buildings));
  // The address's building (a data check's link), else the first building to begin with.
  const [addressed, setBuilding] = useAddressedChoice(BUILDING_PARAM, korpus.data?.[0]?.id_korpus ?? null);
  // A building deleted meanwhile (or a stale address) gives way to the first one, or to none.
  const building =
    addressed !== null && korpus.data && !korpus.data.some((row) => row.id_korpus === addressed)
      ? (korpus.data[0]?.id_korpus ?? null)
      : addressed;
  return { korpus, building, setBuilding };
}

/**
 * The top of the classrooms screen: the building selector, the buttons of the buildings' and the offices'
 * modals beside it (a new university without a building makes its first there, decision 0062), and the
 * chosen building's address.
 */
export function BuildingBar({
  korpus,
  building,
  onChange,
  onBuildings,
  onOffices,
}: {
  korpus: UseQueryResult<BuildingRow[]>;
  building: number | null;
  onChange: (building: number | null) => void;
  onBuildings: () => void;
  onOffices: () => void;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const address = korpus.data?.find((row) => row.id_korpus === building);
  return (
    <Group align="flex-start" gap="md">
      <Box w={360} maw="100%">
        <CascadeSelect
          label={t('classrooms.building')}
          value={building}
          options={korpus.data?.map((row) => ({
            value: row.id_korpus,
            label: localName({ ru: row.korpus, kg: row.korpus_kg, en: row.korpus_en }),
          }))}
          loading={korpus.isPending}
          failed={korpus.isError}
          onChange={onChange}
        />
      </Box>
      <Stack gap={0}>
        {/* As high as the selector's label, so that the buttons line up with its input whether or not a
            line ("no data", loading) shows under it; on a phone they wrap below it and need none. */}
        <Input.Label component="div" aria-hidden visibleFrom="sm" style={{ visibility: 'hidden' }}>
          {t('classrooms.building')}
        </Input.Label>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconBuilding size={16} aria-hidden />}
            onClick={onBuildings}
          >
            {t('classrooms.buildingsButton')}
          </Button>
          <Button variant="default" leftSection={<IconSitemap size={16} aria-hidden />} onClick={onOffices}>
            {t('classrooms.officesButton')}
          </Button>
          {address && (
            <Text size="sm" c="dimmed">
              {t('classrooms.address', {
                address: localName({ ru: address.adres, kg: address.adres_kg, en: address.adres_en }),
              })}
            </Text>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
