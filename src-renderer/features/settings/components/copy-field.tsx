import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';

/** A secret shown once: a read-only field (selected on focus) and a Copy button that confirms in place. */
export function CopyField({ label, value, autoFocus }: { label: string; value: string; autoFocus?: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the text and copy it.' }),
    );

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          autoFocus={autoFocus}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button variant="secondary" className="shrink-0" onClick={() => void copy()}>
          {copied ? <Check className="h-4 w-4 text-green-600" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
          <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </div>
    </div>
  );
}
