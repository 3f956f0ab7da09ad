import { MessageCircle } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip.tsx';
import { tx } from '@/lib/texts/event-types.ts';

/** The floating chat-support button; support chat does not exist yet, so it is inert. */
export function ChatSupportButton() {
  return (
    <Tooltip content={tx('eventTypes.chatSoon')} side="left">
      <button
        type="button"
        aria-label={tx('eventTypes.chat')}
        aria-disabled="true"
        className="fixed right-6 bottom-6 z-20 flex h-12 w-12 cursor-default items-center justify-center rounded-full bg-gray-900 text-white shadow-lg dark:bg-gray-100 dark:text-gray-900"
      >
        <MessageCircle className="h-5 w-5" aria-hidden />
      </button>
    </Tooltip>
  );
}
