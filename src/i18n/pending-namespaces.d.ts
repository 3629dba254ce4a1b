// Used only while a namespace's es catalogue does not exist yet: a real file always wins over these declarations,
// and from then on its keys are checked exactly (i18n.d.ts).
declare module '*/locales/es/rules.json' {
  const catalogue: Record<string, string>;
  export default catalogue;
}
declare module '*/locales/es/login.json' {
  const catalogue: Record<string, string>;
  export default catalogue;
}
declare module '*/locales/es/registration.json' {
  const catalogue: Record<string, string>;
  export default catalogue;
}
declare module '*/locales/es/flows.json' {
  const catalogue: Record<string, string>;
  export default catalogue;
}
declare module '*/locales/es/agent.json' {
  const catalogue: Record<string, string>;
  export default catalogue;
}
