import { addScreenTexts } from '../../../i18n';
import en from './en.json';
import kg from './kg.json';
import ru from './ru.json';

// Imported first by the page (and the shell's banner), so the texts are there before anything renders.
addScreenTexts('ministry', { ru, kg, en });
