import type { LightMyRequestResponse } from 'fastify';
import type { ContractAnswer, ContractCheck } from './apiContract';

export const answerOf = (response: LightMyRequestResponse): ContractAnswer => ({
  status: response.statusCode,
  headers: response.headers,
  body: response.json(),
});

export function expectToKeepContract(
  result: ContractCheck,
  label: string,
  contract = 'docs/api.openapi.yaml',
): void {
  if (!result.valid) {
    throw new Error(`${label} breaks ${contract}:\n  ${result.problems.join('\n  ')}`);
  }
}
