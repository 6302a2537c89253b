import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// The real server (main.ts) as a child process, as it runs in development and deployment: what
// the in-process tests cannot show (its start-up options, a hard kill).
const MAIN = path.resolve(__dirname, '../src/server/main.ts');
const STARTUP_MS = 45_000;

export interface ServerProcess {
  /** The API's base URL (http://127.0.0.1:<port>/api). */
  base: string;
  /** SIGKILL: no shutdown hook runs. Resolves once the process is gone. */
  kill(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Starts main.ts on a free port with the `env` given (MOCK_API_DATA…) and `args`. */
export function startServerProcess(env: Record<string, string>, args: string[] = ['--dev']): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, MOCK_API_PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(proc);
    const kill = () => {
      running.delete(proc);
      if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
      return new Promise<void>((done) => {
        proc.once('exit', () => done());
        proc.kill('SIGKILL');
      });
    };
    let output = '';
    const timer = setTimeout(() => reject(new Error(`mock-api did not start:\n${output}`)), STARTUP_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const base = /listening on (http:\/\/127\.0\.0\.1:\d+\/api)/.exec(output)?.[1];
      if (base) {
        clearTimeout(timer);
        resolve({ base, kill });
      }
    };
    proc.stdout!.on('data', read);
    proc.stderr!.on('data', read);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock-api exited (${code}):\n${output}`));
    });
  });
}

/** Kills what a failed test left running (in afterEach). */
export async function killServerProcesses(): Promise<void> {
  await Promise.all([...running].map((proc) => new Promise<void>((done) => {
    running.delete(proc);
    if (proc.exitCode !== null || proc.signalCode !== null) return done();
    proc.once('exit', () => done());
    proc.kill('SIGKILL');
  })));
}
