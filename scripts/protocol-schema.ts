// Writes docs/protocol.schema.json, the bridge protocol as a JSON Schema for hosts in any language, from the
// one declaration of each method and event (bridge/protocol-schemas.ts, bridge/host/request-schemas.ts; ADR
// 0209). bridge/protocol-json-schema.test.ts fails when the committed file differs from what this writes.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROTOCOL_SCHEMA_FILE, protocolJsonSchemaText } from '../bridge/protocol-json-schema.ts';

const file = resolve(import.meta.dirname, '..', PROTOCOL_SCHEMA_FILE);
writeFileSync(file, protocolJsonSchemaText());
console.log(`wrote ${PROTOCOL_SCHEMA_FILE}`);
