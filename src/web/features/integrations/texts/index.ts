import { addScreenTexts } from '../../../i18n';
import en from './en.json';
import kg from './kg.json';
import ru from './ru.json';

// Imported first by the page, so the texts are there before anything renders.
addScreenTexts('integrations', { ru, kg, en });
