/**
 * Reading single environment variables for loadConfig and its section readers (config/<section>.ts):
 * each takes the environment and the variable's name and throws a ConfigError naming it. The
 * list-shaped values are parsed in config/parse.ts, whose plain Errors `wrap` names.
 */
import { accessSync, constants } from 'node:fs';
import { ConfigError } from './config-error.js';

export type Env = Record<string, string | undefined>;

/** Reads a variable, treating an empty string like an unset one. */
export function get(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function parsePort(env: Env, name: string, fallback: number): number {
  const raw = get(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `expected a port number, got "${raw}"`);
  const port = Number(raw);
  if (port < 0 || port > 65535) throw new ConfigError(name, `port ${port} is outside 0-65535`);
  return port;
}

/** `true` or `false` (unset: false); anything else is refused rather than guessed. */
export function parseFlag(env: Env, name: string): boolean {
  const raw = get(env, name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(name, `expected true or false, got "${raw}"`);
}

/** A whole number of at least `min`. */
export function parseCount(env: Env, name: string, fallback: number, min: number): number {
  const raw = get(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new ConfigError(name, `expected a whole number of at least ${min}, got "${raw}"`);
  }
  return Number(raw);
}

/** A number of seconds above 0 (fractions allowed). */
export function parseSeconds(env: Env, name: string, fallback: number): number {
  const raw = get(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) <= 0) {
    throw new ConfigError(name, `expected a number of seconds above 0, got "${raw}"`);
  }
  return Number(raw);
}

export function wrap<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(name, (error as Error).message);
  }
}

/** A file an operator names must exist when the process starts, not when the first workflow does. */
export function readableFile(env: Env, name: string): string | null {
  const path = get(env, name);
  if (path === undefined) return null;
  try {
    accessSync(path, constants.R_OK);
  } catch {
    throw new ConfigError(name, `cannot read the file "${path}"`);
  }
  return path;
}
