export const REACT_ROUTER_PRODUCTION: string;
export function reactRouterProductionAlias(): { find: RegExp; replacement: string }[];
export function buildFloor(outDir: string): Promise<void>;
export function designFloor(): Promise<number>;
