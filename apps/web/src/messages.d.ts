/** The shared domain's messages in one language (see messages-by-language.ts). */
declare module 'virtual:messages/*' {
  const messages: Record<string, Record<string, string>>;
  export default messages;
}
