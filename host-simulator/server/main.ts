import { parseArgs } from 'node:util';
import { DEFAULT_DIRS, PortInUseError, startSimulatorServer } from './simulator-server.ts';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' } },
});
const port = Number(values.port ?? process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port "${values.port ?? process.env.PORT}": give a whole number from 0 to 65535.`);
  process.exit(2);
}

try {
  const server = await startSimulatorServer({ port, host: values.host ?? '127.0.0.1', ...DEFAULT_DIRS });
  console.log(`Dastarkhan host simulator: ${server.url}/`);
  console.log(`  app shell:   ${server.url}/app/`);
  console.log(`  sandbox API: ${server.url}/proxy/  (health: ${server.url}/proxy/health)`);
  const stop = () => {
    server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof PortInUseError ? error.message : error);
  process.exit(1);
}
