import { deviceEndpoints, type ActivatedDevice } from '@airscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const myDevicesKey = ['devices', 'mine'] as const;

export const myDevicesQuery = () =>
  queryOptions({
    queryKey: myDevicesKey,
    queryFn: async ({ signal }): Promise<ActivatedDevice[]> => (await callEndpoint(deviceEndpoints.listMyDevices, { signal })) ?? [],
  });

export function useMyDevices() {
  return useQuery(myDevicesQuery());
}

/** DELETE one device; it drops out of the cached list at once. */
export function useRevokeDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['devices', 'revoke'],
    mutationFn: (deviceId: string) => callEndpoint(deviceEndpoints.revokeMyDevice, { params: { deviceId } }),
    onSuccess: (_, deviceId) =>
      queryClient.setQueryData<ActivatedDevice[]>(myDevicesKey, (list) => list?.filter((device) => device.id !== deviceId)),
  });
}
