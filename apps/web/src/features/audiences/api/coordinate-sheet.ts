import {
  type CoordinateSheetResponse,
  parseCoordinateSheet,
  parseCoordinateSheetPublic,
} from '@adcontrol/domain/audiences/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { LookupMode } from './places';

/** Sends an .xlsx of points (nombre, lat, long, code, ratio); the server answers the valid points and the rejected rows. */
export function uploadCoordinateSheet(mode: LookupMode, file: File): Promise<CoordinateSheetResponse> {
  const endpoint = mode === 'public' ? parseCoordinateSheetPublic : parseCoordinateSheet;
  const body = new FormData();
  body.append('file', file);
  return callEndpoint(endpoint, { body });
}

export function useCoordinateSheetUpload(mode: LookupMode) {
  return useMutation({
    mutationKey: [
      mode === 'public' ? parseCoordinateSheetPublic.operationId : parseCoordinateSheet.operationId,
    ],
    mutationFn: (file: File) => uploadCoordinateSheet(mode, file),
  });
}
