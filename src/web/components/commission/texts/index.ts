import { addScreenTexts } from '../../../i18n';
import en from './en.json';
import kg from './kg.json';
import ru from './ru.json';

// Both commission screens' texts, imported first by each page, so they are there before it renders.
addScreenTexts('commission', { ru, kg, en });
