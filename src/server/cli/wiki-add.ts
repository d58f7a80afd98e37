import { parseArgs } from 'node:util';
import { addNews } from '../../contract/wiki';
import { readConfig } from '../config';
import { translate } from '../core/messages';
import { insertNews } from '../wiki/queries';
import { ownApiOf, pointsAtOwnApi } from '../wiki/rules';
import { withDatabase } from './with-database';

// npm run wiki:add (decision 0024): publishes a news item to every user's bell, as wiki/add-news does, for
// staff at the server's console. Its audit row names no user: no one is signed in.

const usage = `Usage:
  npm run wiki:add -- --text <Russian text> [--text-kg <Kyrgyz text>] [--text-en <English text>]
                      --url <https://…> [--important]
The item shows in every user's bell, newest first, in the user's language (Russian where it has no text in
it); clicking it opens the link (http or https only). --important highlights it.`;

const { values } = parseArgs({
  options: {
    text: { type: 'string', default: '' },
    'text-kg': { type: 'string', default: '' },
    'text-en': { type: 'string', default: '' },
    url: { type: 'string', default: '' },
    important: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.error(usage);
  process.exit(0);
}

// The API's own rules, so that the console cannot publish what the API would refuse.
const item = addNews.body.safeParse({
  questions: values.text,
  questionsKg: values['text-kg'],
  questionsEn: values['text-en'],
  url: values.url,
  important: values.important,
});
if (!item.success) {
  const flags: Record<string, string> = {
    questions: '--text',
    questionsKg: '--text-kg',
    questionsEn: '--text-en',
  };
  const problems = item.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const flag = flags[field] ?? `--${field}`;
    return issue.code === 'too_small'
      ? `${flag} is required.`
      : issue.code === 'too_big'
        ? `${flag} must have at most ${String((issue as { maximum?: unknown }).maximum)} characters.`
        : field === 'url'
          ? '--url must be an http:// or https:// address, e.g. https://manual.example.kg/news/1.'
          : `${flag}: ${issue.message}.`;
  });
  console.error(`${[...new Set(problems)].join('\n')}\n\n${usage}`);
  process.exit(1);
}

// Nor a link to this application's own API, judged with the server's settings (a bad one is reported below).
const own = (() => {
  try {
    return ownApiOf(readConfig());
  } catch {
    return undefined;
  }
})();
if (own && pointsAtOwnApi(item.data.url, own)) {
  const why = translate('newsLinkToOwnApi', 'en', { prefix: own.path }).replace(/^The link/, '--url');
  console.error(`${why}.\n\n${usage}`);
  process.exit(1);
}

await withDatabase(async (database) => {
  const id = await database.orm.transaction((tx) => insertNews(tx, item.data));
  console.log(`The news item ${id} was published${item.data.important ? ' (important)' : ''}.`);
});
