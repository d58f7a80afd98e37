// The PDF writer's thread (decision 0049): pdfmake lays a document out and subsets its fonts synchronously, a
// second or more for the university's plan, so it runs here and never holds the server's event loop.
// Plain JavaScript, so that it starts the same under tsx, the tests and a compiled server.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake');

// Roboto as pdfmake ships it: Latin, Cyrillic and the Kyrgyz letters (ө, ү, ң), embedded as subsets.
const fonts = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
pdfmake.setFonts({
  Roboto: {
    normal: join(fonts, 'Roboto-Regular.ttf'),
    bold: join(fonts, 'Roboto-Medium.ttf'),
    italics: join(fonts, 'Roboto-Italic.ttf'),
    bolditalics: join(fonts, 'Roboto-MediumItalic.ttf'),
  },
});
// A document is the database's text: it may name no address and no file but the fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fonts));

// The documents' table: thin rules and tight rows (pdf-layout.ts names it).
pdfmake.addTableLayouts({
  document: {
    hLineWidth: () => 0.5,
    vLineWidth: () => 0.5,
    hLineColor: () => '#444444',
    vLineColor: () => '#444444',
    paddingTop: () => 2,
    paddingBottom: () => 2,
  },
});

// pdf-layout.ts's ids: the table's tail goes to the next page when the document's last line (the day
// made, after the signatures) is not on the tail's page, so that the signatures never stand alone.
const TAIL_ID = 'document-tail';
const END_ID = 'document-end';
const keepTailWithSignatures = (definition) => (node, nodes) => {
  if (node.id !== TAIL_ID || nodes.getFollowingNodesOnPage().some((each) => each.id === END_ID)) return false;
  // pdfmake breaks before the one cell it is asked about: every cell of the tail's row must break.
  for (const item of definition.content) {
    const row = item?.table?.body.find((cells) => cells.some((cell) => cell?.id === TAIL_ID));
    for (const cell of row ?? []) if (cell && typeof cell === 'object') cell.pageBreak = 'before';
  }
  return true;
};

// One document at a time (core/thread-queue.ts): `input` in, `output` (the PDF's bytes) or `error` out.
parentPort?.on('message', async ({ input: { definition, pageOf } }) => {
  try {
    definition.pageBreakBefore = keepTailWithSignatures(definition);
    definition.footer = (page, pages) => ({
      text: pageOf.replace('{{page}}', String(page)).replace('{{pages}}', String(pages)),
      alignment: 'center',
      fontSize: 8,
      margin: [0, 14, 0, 0],
    });
    const pdf = await pdfmake.createPdf(definition).getBuffer();
    const bytes = new Uint8Array(pdf);
    parentPort?.postMessage({ output: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ error: String(error instanceof Error ? error.message : error) });
  }
});
