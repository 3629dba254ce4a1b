// Types of build-inputs.mjs (plain JavaScript so that scripts/start.mjs runs it with node alone).
export declare const OUT_DIR: string;
export declare const INPUTS_HASH_FILE: string;
export declare const BUILD_INPUTS: readonly string[];
export interface BuildEnvironment {
  mode: string;
  nodeEnv: string;
  vite: [string, string | undefined][];
}
export declare function buildEnvironment(env?: NodeJS.ProcessEnv, mode?: string): BuildEnvironment;
export declare function hashBuildInputs(root: string, environment?: BuildEnvironment): Promise<string>;
export declare function readInputsHash(outDir: string): Promise<string | null>;
export declare function staleReason(outDir: string, hash: string): Promise<string | null>;
