import { addScreenTexts } from '../../../i18n';
import en from './en.json';
import kg from './kg.json';
import ru from './ru.json';

// The import's texts load with the screens that import (not with the sign-in page).
addScreenTexts('import', { ru, kg, en });
