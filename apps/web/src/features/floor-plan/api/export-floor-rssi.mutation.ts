import { heatmapEndpoints } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/fetch-file.ts';

/** Saves the floor's survey readings as CSV under the server's file name. */
export function useExportFloorRssiMutation(projectId: string, floorRowId: number) {
  return useMutation({
    mutationKey: ['projects', projectId, 'floor-plans', floorRowId, 'rssi-export'],
    mutationFn: () => downloadFile(heatmapEndpoints.exportFloorRssi, { params: { projectId, floorId: String(floorRowId) } }, 'RSSI.csv'),
  });
}
