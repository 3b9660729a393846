import { deviceEndpoints, type DeviceActivationRequest } from '@airscope/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const deviceActivationKey = (userCode: string) => ['devices', 'activation', userCode] as const;

/** The pending activation of a typed code; null when the code is unknown or expired. */
export const deviceActivationQuery = (userCode: string) =>
  queryOptions({
    queryKey: deviceActivationKey(userCode),
    queryFn: ({ signal }): Promise<DeviceActivationRequest | null> =>
      callEndpoint(deviceEndpoints.getDeviceActivation, { params: { userCode }, signal }),
    retry: false,
  });

export function useDeviceActivation(userCode: string | null) {
  return useQuery({ ...deviceActivationQuery(userCode ?? ''), enabled: userCode !== null });
}

/** Approves or denies the code; the answer tells where the result page goes. */
export function useDecideActivationMutation() {
  return useMutation({
    mutationKey: ['devices', 'activation', 'decide'],
    mutationFn: ({ userCode, approve }: { userCode: string; approve: boolean }) =>
      callEndpoint(approve ? deviceEndpoints.approveDeviceActivation : deviceEndpoints.denyDeviceActivation, { params: { userCode } }),
  });
}
