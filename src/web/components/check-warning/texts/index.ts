import { addScreenTexts } from '../../../i18n';
import en from './en.json';
import kg from './kg.json';
import ru from './ru.json';

// The data checks' warnings' texts, added with the component: only the screens that show them carry them.
addScreenTexts('checkWarning', { ru, kg, en });
