/** The server part of a connection's address ('cloud.example.com'), how people tell their accounts apart. */
export function connectionHost(url: string): string {
  try {
    return new URL(url).hostname || url;
  } catch {
    return url;
  }
}
