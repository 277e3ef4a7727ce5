import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '@/shared/ui';
import { SectionPanel } from '@/shared/ui/section-panel';
import { $account, AccountDetails, accountQuery, accountRefreshRequested } from '@/entities/account';
import { $countries, useCountryName } from '@/entities/country';
import { SendCodeButton } from '@/features/send-code';
import { AccountForm } from '@/features/update-account';
import { PortraitPicker } from '@/features/upload-portrait';
import { $homeShops, $portraitField, AccountSettingsGate, emailCodeSender, homeShopsQuery, phoneCodeSender } from '../model/account-settings';

const Body = styled.div`
  display: grid;
  gap: var(--space-5);
  min-width: 0;

  & h3 {
    margin: 0 0 var(--space-3);
    font-size: 17px;
  }
`;

/** /MyPageIndex/AccountInfoSetting: what the member cannot change, then the form of what they can. */
export const AccountSettingsPage = () => {
  const { t } = useTranslation('account');
  useGate(AccountSettingsGate);
  const detailsTitle = useId();
  const [account, loadError, countries, shops, shopsPending, portrait, phoneAddressError, emailAddressError] = useUnit([
    $account,
    accountQuery.$error,
    $countries,
    $homeShops,
    homeShopsQuery.$pending,
    $portraitField,
    phoneCodeSender.$addressError,
    emailCodeSender.$addressError,
  ]);
  const retry = useUnit(accountRefreshRequested);
  const countryName = useCountryName();
  const country = account && countries.find((entry) => entry.countryId === account.countryId);

  return (
    <SectionPanel title={t('info.title')}>
      {account === null ? (
        loadError ? (
          <ErrorState onRetry={() => retry()} />
        ) : (
          <Loading />
        )
      ) : (
        <Body>
          <section aria-labelledby={detailsTitle}>
            <h3 id={detailsTitle}>{t('info.details')}</h3>
            <AccountDetails
              account={account}
              countryName={country ? countryName(country) : null}
            />
          </section>
          <AccountForm
            shops={shops ?? []}
            shopsPending={shopsPending}
            portrait={<PortraitPicker currentSrc={portrait} />}
            phoneCodeButton={<SendCodeButton sender={phoneCodeSender} />}
            emailCodeButton={<SendCodeButton sender={emailCodeSender} />}
            phoneAddressError={phoneAddressError}
            emailAddressError={emailAddressError}
          />
        </Body>
      )}
    </SectionPanel>
  );
};
