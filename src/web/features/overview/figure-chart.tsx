import { BarChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, getThemeColor, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ChartSeries, ChartShape } from './series';

/** The width of the category axis of a chart whose bars lie (long names: buildings, checks). */
const NAMES_AXIS = { wide: 220, narrow: 130 };
/** More categories than this along the bottom axis, and their labels slant so as not to overlap. */
const LEVEL_LABELS_MAX = 10;

/** The series' colours and names, under the chart: outside it, so that a long legend on a phone wraps
 * below the bars instead of taking their height. */
function Legend({ series, wide }: { series: readonly ChartSeries[]; wide: boolean }) {
  const theme = useMantineTheme();
  return (
    <Group gap="xs" justify={wide ? 'center' : 'flex-start'} mt="xs">
      {series.map((item) => (
        <Group key={item.name} gap={6} wrap="nowrap" align="center">
          <ColorSwatch color={getThemeColor(item.color, theme)} size={12} withShadow={false} />
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * A bar chart of the overview with its legend: an image to a screen reader, named by a sentence summing
 * it up (the table under it holds its numbers), without recharts' keyboard layer (nothing in it to reach
 * that the table does not say).
 */
export function FigureChart({
  shape,
  dataKey,
  summary,
  height,
  lying = false,
}: {
  shape: ChartShape;
  /** The key of each row's category (the axis's labels). */
  dataKey: string;
  summary: string;
  height: number;
  /** Bars lying along the width, their long names down the side, each bar's value at its end. */
  lying?: boolean;
}) {
  const wide = useMediaQuery('(min-width: 48em)', true);
  const slanted = !wide || shape.data.length > LEVEL_LABELS_MAX;
  const bottomAxis = slanted
    ? { interval: 0, angle: -40, textAnchor: 'end' as const, height: 64, tick: { fontSize: 11 } }
    : { interval: 0 };
  return (
    <Box role="img" aria-label={summary}>
      <BarChart
        h={height}
        data={shape.data}
        dataKey={dataKey}
        series={shape.series}
        orientation={lying ? 'vertical' : 'horizontal'}
        gridAxis={lying ? 'x' : 'y'}
        tickLine="none"
        accessibilityLayer={false}
        withBarValueLabel={lying}
        // Room at the end of the longest bar for its value.
        barChartProps={lying ? { margin: { top: 5, right: 48, bottom: 5, left: 5 } } : undefined}
        // The value labels are written by the formatter (none without one).
        valueFormatter={String}
        maxBarWidth={lying ? 28 : 36}
        yAxisProps={
          lying
            ? { width: wide ? NAMES_AXIS.wide : NAMES_AXIS.narrow, tick: { fontSize: wide ? 12 : 11 } }
            : { width: 48 }
        }
        xAxisProps={lying ? undefined : bottomAxis}
      />
      {shape.series.length > 1 && <Legend series={shape.series} wide={wide} />}
    </Box>
  );
}
