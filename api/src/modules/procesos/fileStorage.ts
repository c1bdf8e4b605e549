import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Phase files live outside the row data, one file per uuid under `<dataDir>/files`. The interface is small so an
 * S3-compatible store can replace it later.
 */
export interface FileStorage {
  put(uuid: string, content: Buffer): Promise<void>;
  open(uuid: string): Promise<{ stream: Readable; size: number } | null>;
  remove(uuid: string): Promise<void>;
  exists(uuid: string): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createDirectoryStorage(dir: string): FileStorage {
  const pathOf = (uuid: string) => {
    if (!UUID.test(uuid)) throw new Error(`Not a file uuid: ${uuid}`);
    return join(dir, `${uuid.toLowerCase()}.pdf`);
  };
  return {
    async put(uuid, content) {
      await mkdir(dir, { recursive: true });
      const target = pathOf(uuid);
      const temp = `${target}.${process.pid}.tmp`;
      // Written aside and renamed, so a reader never sees half a file; fsync'd so an acknowledged upload survives a crash.
      await writeFile(temp, content, { flush: true });
      await rename(temp, target);
    },
    async open(uuid) {
      try {
        const s = await stat(pathOf(uuid));
        return { stream: createReadStream(pathOf(uuid)), size: s.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(uuid) {
      await unlink(pathOf(uuid)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async exists(uuid) {
      try {
        await stat(pathOf(uuid));
        return true;
      } catch {
        return false;
      }
    },
  };
}
