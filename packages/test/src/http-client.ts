/** A fetch with a cookie jar, sending the server's Origin on writes as a browser on the site would. */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get sessionCookie(): string | undefined {
    // `__Host-session` when the server runs with production (Secure) cookies.
    return this.cookies.get('session') ?? this.cookies.get('__Host-session');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = {
      method,
      headers: {
        ...(method === 'GET' ? {} : { origin: this.baseUrl }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...this.cookieHeader(),
        ...this.defaultHeaders,
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    };
    const response = await fetch(new URL(path, this.baseUrl), init);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      if (/max-age=0/i.test(line) || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  private cookieHeader(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  }
}
