import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from '@/lib/cn.ts';

type Variant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'link';
type Size = 'sm' | 'md' | 'icon';

const variants: Record<Variant, string> = {
  // The one primary style, everywhere: the brand colour (the user's, or the default #007bff where
  // there is none, e.g. the sign-in pages) with whichever of black or white text reads on it.
  primary: 'bg-brand text-brand-foreground hover:opacity-90 shadow-sm focus-visible:outline-brand',
  secondary:
    'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 focus-visible:outline-brand dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800',
  ghost: 'text-gray-700 hover:bg-gray-100 focus-visible:outline-brand dark:text-gray-300 dark:hover:bg-gray-800',
  destructive: 'bg-red-600 text-white hover:bg-red-700 shadow-sm focus-visible:outline-brand',
  // The brand colour marks the link; the text stays readable whatever colour a user picks.
  link: 'text-gray-900 underline decoration-brand decoration-2 underline-offset-4 hover:decoration-4 focus-visible:outline-brand dark:text-gray-100',
};
const sizes: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  icon: 'h-9 w-9',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

/** A button's classes, also for a link that acts as a button (e.g. 'Go to Kairos'). */
export function buttonClass({ variant = 'primary', size = 'md' }: { variant?: Variant; size?: Size } = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
  );
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cn(buttonClass({ variant, size }), className)} {...props} />;
});
