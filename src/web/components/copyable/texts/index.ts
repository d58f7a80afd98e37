import { addScreenTexts } from '../../../i18n';
import en from './en.json';
import kg from './kg.json';
import ru from './ru.json';

// Imported first by the copy button, so the texts are there before it renders (not in the sign-in page).
addScreenTexts('copyable', { ru, kg, en });
