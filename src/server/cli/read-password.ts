import { createInterface } from 'node:readline';

/**
 * Reads a password from standard input, never from the command line (which other users of the machine
 * can see in the process list) and never echoed to the terminal.
 */
export function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    return new Promise((resolve, reject) => {
      let text = '';
      input.setEncoding('utf8');
      input.on('data', (chunk) => {
        text += chunk;
      });
      input.on('end', () => resolve(text.split(/\r?\n/)[0] ?? ''));
      input.on('error', reject);
    });
  }
  return new Promise((resolve) => {
    const terminal = createInterface({ input, output: process.stdout, terminal: true });
    let muted = false;
    const write = (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
    (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
      if (!muted) write.call(terminal, text);
    };
    terminal.question(prompt, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}
