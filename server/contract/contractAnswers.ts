import type { LightMyRequestResponse } from 'fastify';
import type { ContractAnswer, ContractCheck } from './apiContract';

/** A Fastify test answer in the shape the contract check reads. */
export const answerOf = (response: LightMyRequestResponse): ContractAnswer => ({
  status: response.statusCode,
  headers: response.headers,
  body: response.json(),
});

/** Passes when the answer keeps the contract; otherwise fails listing each field and why. */
export function expectToKeepContract(
  result: ContractCheck,
  label: string,
  contract = 'docs/api.openapi.yaml',
): void {
  if (!result.valid) {
    throw new Error(`${label} breaks ${contract}:\n  ${result.problems.join('\n  ')}`);
  }
}
