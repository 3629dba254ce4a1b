// Node module hooks for the CLIs that import the app's flows (scripts/paths.ts): a view may import its stylesheet, as the
// bundler resolves it; in Node a stylesheet is an empty module (the CLIs never render).
export async function load(url, context, nextLoad) {
  if (/\.css(\?|$)/.test(url)) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
