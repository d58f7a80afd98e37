import { addScreenTexts } from '../../../i18n';
import en from './en.json';
import kg from './kg.json';
import ru from './ru.json';

// Imported by the licence panel, so its texts are there with the screen that shows it.
addScreenTexts('licencePanel', { ru, kg, en });
