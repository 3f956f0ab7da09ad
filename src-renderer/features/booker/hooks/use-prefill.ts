import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type BookingForm, prefillAnswers } from '#shared/booking-answers.ts';
import { ROUTING_RESPONSE_PARAM } from '#shared/constants.ts';

/**
 * What the booker's URL fills in (`?name=…&email=…&<question>=…`, by each question's name), and the
 * routing form's response that sent the invitee (`routingResponseId`, ADR 033), which the booking
 * carries so its host sees the answers with it. Read from the query string as it is now.
 */
export function usePrefill(questions: BookingForm): { answers: Record<string, unknown>; routingResponseId?: string } {
  const [params] = useSearchParams();
  return useMemo(() => {
    const responseId = params.get(ROUTING_RESPONSE_PARAM)?.trim();
    return {
      answers: prefillAnswers(questions, params.entries()),
      ...(responseId ? { routingResponseId: responseId.slice(0, 64) } : {}),
    };
  }, [params, questions]);
}
