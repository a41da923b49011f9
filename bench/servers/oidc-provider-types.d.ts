// oidc-provider ships no type declarations (and @types/oidc-provider is not installed): the
// reference server uses it untyped.
declare module 'oidc-provider';
