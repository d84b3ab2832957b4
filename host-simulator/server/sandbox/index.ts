import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SandboxOptions {
  /** Folder for the SQLite database and uploads; created when missing. */
  dataDir: string;
}

export interface Sandbox {
  /** Answers a request under the API or sandbox prefix; resolves false when the path is not one of its own. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  close(): void;
}

export function createSandbox(_options: SandboxOptions): Sandbox {
  return {
    handle: async () => false,
    close: () => {},
  };
}
