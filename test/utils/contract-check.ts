/// <reference types="jest" />
import { contractViolations } from './contract';

// Every test file fails on an answer its APIs gave that the OpenAPI document does not allow.
afterAll(() => {
  expect(contractViolations()).toEqual([]);
});
