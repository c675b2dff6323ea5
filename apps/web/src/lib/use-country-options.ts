import { listCampaignCountries } from '@adcontrol/domain/accounts/contracts';
import { COUNTRIES, type CountryCode } from '@adcontrol/domain/shared/enum-values';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from './api-client';
import { useSession } from './session-store';

export interface CountryOption {
  code: CountryCode;
  name: string;
}

export const campaignCountriesQueryKey = [listCampaignCountries.operationId] as const;

/**
 * The countries the network sells in, named in the interface language. The list comes from
 * `/campaigns/countries` when the caller may ask (it needs a session); signed out, or while that call fails,
 * the shared list of markets stands in, so a form never waits on it.
 */
export function useCountryOptions(): CountryOption[] {
  const { i18n } = useTranslation();
  const { authenticated } = useSession();
  const { data } = useQuery({
    queryKey: campaignCountriesQueryKey,
    queryFn: () => callEndpoint(listCampaignCountries, {}),
    enabled: authenticated,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const fromServer = new Map(data?.map((country) => [country.code, country.name]));
    const codes = data?.length ? [...fromServer.keys()] : COUNTRIES;
    return codes
      .map((code) => ({ code, name: names.of(code) ?? fromServer.get(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [data, i18n.language]);
}
