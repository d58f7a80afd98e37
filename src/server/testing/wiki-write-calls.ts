import { type AdminCalls, find, type WriteScenario } from './admin-fixtures';

// The write calls of the notifications (decision 0024), each with a fresh valid request: what the audit and
// roles proofs make of them (write-calls.ts joins them to the others). Publishing is for administrators;
// a read mark is every user's own, on an item published for it.

/** A new item, published by the administrator; answers its id. */
async function newItem(admin: AdminCalls, unique: string): Promise<number> {
  const questions = `Новость ${unique}`;
  await admin.post('wiki/add-news', { questions, url: `https://manual.example.kg/news/${unique}` });
  return find(await admin.post('wiki/getWiki', undefined), 'questions', questions)
    .id_question_answer as number;
}

export const wikiScenarios: WriteScenario[] = [
  {
    path: 'wiki/add-news',
    table: 'wiki_news',
    faculties: [],
    body: async (_admin, u) => ({
      questions: `Обновление справочников ${u}`,
      questionsKg: `Маалымдамалардын жаңылануусу ${u}`,
      questionsEn: `Reference lists updated ${u}`,
      url: `https://manual.example.kg/avn-structure/${u}`,
      important: true,
    }),
  },
  {
    path: 'wiki/insertWiki',
    table: 'wiki_news_read',
    faculties: [],
    body: async (admin, u) => ({ idWiki: await newItem(admin, u) }),
  },
];
