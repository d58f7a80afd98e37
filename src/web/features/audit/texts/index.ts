import { addScreenTexts } from '../../../i18n';
import en from './en.json';
import kg from './kg.json';
import ru from './ru.json';

// Imported first by the page, so the texts are there before anything of the screen renders. The kinds'
// names are the server's too (history/kind.ts): a record's kind is named alike on the screen and in its answers.
addScreenTexts('audit', { ru, kg, en });
