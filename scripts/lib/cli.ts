// What the command-line tools share: options with --help, and a password read
// without echo from the terminal, or from standard input when it is piped.
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** Parses the options; `--help` prints the usage and exits 0, a wrong option prints it and exits 2. */
export function parseCli<T extends ParseArgsOptionsConfig>(
  usage: string,
  options: T,
  { allowPositionals = false } = {},
) {
  try {
    const parsed = parseArgs({
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals,
    });
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}

/** Reads a line from the terminal without showing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (result: string | null) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (result === null) reject(new Error('İptal edildi.'));
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(typed);
        if (char === '\u0003' || char === '\u0004') return done(null); // Ctrl-C, Ctrl-D
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of standard input (a piped password, or a file given with `<`). */
async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** A new password: asked twice on a terminal, else read from standard input. */
export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await promptHidden('Yeni şifre: ');
  const again = await promptHidden('Yeni şifre (tekrar): ');
  if (first !== again) {
    console.error('Şifreler aynı değil; yönetici kaydedilmedi.');
    process.exit(1);
  }
  return first;
}

/** An error as one line: the operator sees what went wrong, not a stack trace. */
export function errorLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();
}
