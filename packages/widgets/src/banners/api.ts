import { studioHomeWidgets, type ApiClient, type StudioWidget } from '@maru/api';

/** GET /org/studio/home: the company's home widgets (default the user's current company). */
export function fetchStudioWidgets(
  client: ApiClient,
  studioDlId: string | null,
  signal: AbortSignal,
): Promise<StudioWidget[]> {
  return client.call(studioHomeWidgets, {
    query: studioDlId === null ? {} : { studioDlId },
    signal,
  });
}
