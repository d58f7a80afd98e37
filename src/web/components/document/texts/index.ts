import { addScreenTexts } from '../../../i18n';
import en from './en.json';
import kg from './kg.json';
import ru from './ru.json';

// The printable documents' texts (decision 0049): the Print action's, on the screens that print, and the
// print view's; added with them, so the sign-in page does not carry them.
addScreenTexts('document', { ru, kg, en });
