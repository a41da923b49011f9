// Type checking only (tsconfig.json maps "preact" here; at run time Auth.js loads the real one).
// @auth/core's declarations import preact's JSX for one type, the props of a credentials field,
// and preact's declarations reference TypeScript's DOM library: through them the DOM types would
// apply to the whole program, src/ included, and replace Node's Headers and fetch types there.
// This is the one type @auth/core asks of preact, without the DOM.
export namespace JSX {
  interface IntrinsicElements {
    input: Record<string, unknown>;
  }
}
