/** DATABASE_URL: SQLite (the default, a file under ./data) or MySQL/MariaDB. */
import { ConfigError } from './config-error.js';
import { type Env, get, wrap } from './env-values.js';
import { parseUrl } from './parse.js';

export type DatabaseConfig = { kind: 'sqlite'; path: string; url: string } | { kind: 'mysql'; url: string };

export function parseDatabase(env: Env): DatabaseConfig {
  const url = get(env, 'DATABASE_URL') ?? 'sqlite:./data/rampart.db';
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (path === '')
      throw new ConfigError('DATABASE_URL', 'sqlite: needs a file path, for example sqlite:./data/rampart.db');
    return { kind: 'sqlite', path, url };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) {
    wrap('DATABASE_URL', () => parseUrl(url, ['mysql:', 'mariadb:']));
    return { kind: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
  }
  throw new ConfigError('DATABASE_URL', 'expected sqlite:<path> or mysql://user:pass@host:port/db');
}
