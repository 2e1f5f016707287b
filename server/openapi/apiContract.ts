import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { OpenAPIBackend, SetMatchType } from 'openapi-backend';

export const CONTRACT_FILE = path.resolve(__dirname, '../../docs/api.openapi.yaml');
export const FORMS_CONTRACT_FILE = path.resolve(__dirname, '../../docs/forms.openapi.yaml');

// OpenAPI 3.1 is JSON Schema 2020-12: openapi-backend's own Ajv, in its 2020-12 build.
const backendDir = path.dirname(require.resolve('openapi-backend'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { default: Ajv2020 } = require(require.resolve('ajv/dist/2020', { paths: [backendDir] })) as {
  default: new (options: unknown) => ReturnType<NonNullable<CustomizeAjv>>;
};

type CustomizeAjv = ConstructorParameters<typeof OpenAPIBackend>[0]['customizeAjv'];

interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: unknown;
}

export interface ContractAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
}

export interface ContractCheck {
  valid: boolean;
  problems: string[];
}

const describe = (error: SchemaError): string =>
  `${error.instancePath || '(body)'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`;

export async function loadContract(file = CONTRACT_FILE) {
  const api = new OpenAPIBackend({
    definition: file,
    // quick: skip openapi-backend's own document check, which knows only OpenAPI 3.0.
    quick: true,
    // In 2020-12, `format` is an annotation unless a schema asks for assertion.
    ajvOpts: { validateFormats: false, allErrors: true },
    customizeAjv: (_draft07, options) => new Ajv2020(options),
  });
  await api.init();

  return (operationId: string, answer: ContractAnswer): ContractCheck => {
    const operation = api.getOperation(operationId);
    if (!operation) return { valid: false, problems: [`no operation ${operationId}`] };
    // openapi-backend falls back to `default` or accepts an undocumented status silently.
    const documented = operation.responses?.[String(answer.status)] as
      | { content?: Record<string, unknown>; headers?: Record<string, { required?: boolean }> }
      | undefined;
    if (!documented) {
      return { valid: false, problems: [`${operationId} does not document ${answer.status}`] };
    }
    const problems: string[] = [];
    const contentType = String(answer.headers['content-type'] ?? '');
    if (documented.content && !contentType.startsWith('application/json')) {
      problems.push(`content-type is "${contentType}", not application/json`);
    }
    const body = api.validateResponse(answer.body, operation, answer.status);
    problems.push(...(body.errors ?? []).map(describe));
    // openapi-backend's Superset requires every documented header; OpenAPI only `required` ones.
    const headers = api.validateResponseHeaders(answer.headers, operation, {
      statusCode: answer.status,
      setMatchType: SetMatchType.Any,
    });
    problems.push(...(headers.errors ?? []).map((error) => `header ${describe(error)}`));
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      if (header.required && answer.headers[name.toLowerCase()] === undefined) {
        problems.push(`header ${name.toLowerCase()} is required but missing`);
      }
    }
    return { valid: problems.length === 0, problems };
  };
}

// Run as the validator's command: the package is ESM-only, which this Jest setup cannot load.
export async function validateContractDocument(file = CONTRACT_FILE): Promise<ContractCheck> {
  const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
  const output = await promisify(execFile)(process.execPath, [cli, file]).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
  const result = JSON.parse(output) as { valid: boolean; errors?: unknown };
  return {
    valid: result.valid,
    problems: result.valid ? [] : [JSON.stringify(result.errors, null, 2)],
  };
}
