/** jsonld ships no types; the independent verifier calls `canonize` alone. */
declare module 'jsonld' {
  const jsonld: { canonize(input: unknown, options: Record<string, unknown>): Promise<string> };
  export default jsonld;
}
