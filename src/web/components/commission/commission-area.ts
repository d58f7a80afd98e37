import { areaQueries } from '../../api/area-queries';

/** Both commission screens' reads under one key: a member saved on one reloads what the other shows. */
export const commissionArea = areaQueries('commission');
