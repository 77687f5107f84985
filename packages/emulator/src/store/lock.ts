// One process per data file: the lock file `<file>.lock` holds its owner's pid. A second service on the
// same file is refused; a lock left by a dead process (kill -9) is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Lock files this process holds, removed when it exits (a kill -9 leaves them: see acquireLock). */
const heldLocks = new Set<string>();
let exitHandler = false;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<file>.lock` for this process: refuses a live owner, takes over from a dead one. */
export function acquireLock(file: string): string {
  const lockFile = `${file}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldLocks.add(lockFile);
      if (!exitHandler) {
        exitHandler = true;
        process.once('exit', () => [...heldLocks].forEach(releaseLock));
      }
      return lockFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = NaN;
    try {
      owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    } catch {
      // Removed meanwhile, or unreadable: treated as stale.
    }
    if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
      throw new Error(
        `${file} is in use by another local identity service (process ${owner}). Stop that one, or give ` +
          `this one another data file. If no such service runs, remove ${lockFile}.`,
      );
    }
    try {
      unlinkSync(lockFile); // stale: its process is gone
    } catch {
      // Another process took it over first; the next attempt sees its lock.
    }
  }
  throw new Error(`Could not take the lock ${lockFile}; try again.`);
}

export function releaseLock(lockFile: string): void {
  heldLocks.delete(lockFile);
  try {
    if (Number.parseInt(readFileSync(lockFile, 'utf8'), 10) === process.pid) unlinkSync(lockFile);
  } catch {
    // Already gone.
  }
}
