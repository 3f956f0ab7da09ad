import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not resolve Tailwind conflicts, so none may depend on it: a component's
 * own branches never set one property twice, and a className that must beat a component's default
 * says so with Tailwind's important modifier (`w-32!`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
