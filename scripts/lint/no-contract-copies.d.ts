// Types of no-contract-copies.js (plain JavaScript so that eslint.config.js loads it with node alone).
import type { ESLint, Rule } from 'eslint';

export interface ContractShape {
  name: string;
  /** field name -> normalised type text, or '*' where the struct does not spell it plainly */
  fields: Map<string, string>;
  file: string;
}
export function normaliseType(text: string): string;
export function contractShapes(fileName: string, text: string): ContractShape[];
export const noContractCopies: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
