import { overviewFiguresCall } from '../../../contract/overview';
import { read, ready } from '../../api/queries';

/** The overview's figures of a year (none while no year is chosen), named in the interface language. */
export const figuresQuery = (year: number | null, language: string) =>
  read(
    overviewFiguresCall,
    ready(year, (chosen) => ({ year: chosen })),
    { language },
  );
