export function buildFloor(outDir: string): Promise<void>;
export function designFloor(): Promise<number>;
