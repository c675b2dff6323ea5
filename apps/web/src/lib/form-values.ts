/** Optional text inputs left blank are not sent: the API reads an absent field as "not given". */
export function withoutBlanks<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  ) as T;
}
